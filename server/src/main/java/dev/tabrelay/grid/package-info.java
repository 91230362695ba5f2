/**
 * The {@code grid} browser provider ({@code tabrelay grid --hub URL}): browsers leased from a
 * Selenium Grid 4 through the W3C WebDriver API, each with the extension in
 * {@code goog:chromeOptions.extensions} and a one-time pairing key of its own, routed to callers
 * through {@link dev.tabrelay.link.BrowserRouter}. Depends on link/, config/, errors/, json/ and
 * launch/ (the extension's automation manifest) and fleet/ (the handle shape); nothing depends on it but daemon/ and cli/.
 */
package dev.tabrelay.grid;
