/**
 * The Java plugin SPI: what a site plugin's jar implements so its tools join TabRelay's registry
 * (tools/list, REST, API-key ACLs, profiles, the activity log, site policy) like core tools.
 * A plugin lists {@link dev.tabrelay.plugin.PluginTool}s; a tool's code gets a
 * {@link dev.tabrelay.plugin.PluginCall} that runs other TabRelay tools as the caller. Only plain
 * Java types cross this boundary (maps, lists, strings, numbers), so a plugin compiles against
 * these few types and nothing else of TabRelay's. docs/plugins.md shows a whole plugin.
 */
package dev.tabrelay.plugin;
