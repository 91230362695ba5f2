/**
 * Starting a Chromium with the extension loaded and already paired ({@code tabrelay launch}).
 * Depends only on the JDK and Jackson.
 */
package dev.tabrelay.launch;
