/**
 * Shortcuts: named, described, parameterised sequences of tool calls, kept as one readable JSON
 * file each in the daemon's config directory ({@code shortcuts/<name>.json}), so a user can read,
 * edit, copy (export) and drop in (import) one with a text editor. Parsing, checking and argument
 * substitution live here; running the steps is the tools package's ({@code ShortcutTools}), which
 * sends each through the tool invoker. Depends on errors and json only.
 */
package dev.tabrelay.shortcuts;
