/** JSON: the bridge's single Jackson configuration and helpers. Depends on nothing of TabRelay. */
package dev.tabrelay.json;
