/**
 * The tool registry: one definition per tool (or small family) with its schema, description,
 * annotations and handler. Depends on {@code link} (to reach browsers) and {@code errors};
 * uses the MCP SDK's result types but knows nothing about transports. Plugin tools join it at
 * run time: site recipes (RecipeLoader, RecipeTools) and Java plugins (JavaPlugins,
 * JavaPluginTools, written against the public SPI in {@code dev.tabrelay.plugin}).
 */
package dev.tabrelay.tools;
