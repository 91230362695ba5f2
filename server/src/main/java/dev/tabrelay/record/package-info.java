/**
 * Recordings of what a session did in a tab: the frames captured after each action, with what
 * the action was and where it acted, painted and encoded into an animated GIF. Pure data and
 * image work (java.desktop's ImageIO and Java2D, headless); the capture itself is the tools
 * package's ({@code RecordTools}), so nothing here talks to the browser.
 */
package dev.tabrelay.record;
