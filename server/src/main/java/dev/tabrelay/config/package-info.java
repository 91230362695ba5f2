/**
 * Settings (flags &gt; environment &gt; config.json &gt; defaults), the pairing key and the
 * connection string. Depends only on Jackson and the JDK.
 */
package dev.tabrelay.config;
