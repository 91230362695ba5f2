/**
 * Who may call what: API keys (hashed, in CONFIG_DIR/keys.json), the caller of a request, site
 * patterns of a key's ACL, per-key rate limits. Depends on {@code errors}, Jackson and Bucket4j.
 */
package dev.tabrelay.auth;
