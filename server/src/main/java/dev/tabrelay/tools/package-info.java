/**
 * The tool registry: one definition per tool (or small family) with its schema, description,
 * annotations and handler. Depends on {@code link} (to reach browsers) and {@code errors};
 * uses the MCP SDK's result types but knows nothing about transports. Plugin tools join it at
 * run time: site recipes (RecipeLoader, RecipeTools) and Java plugins (JavaPlugins,
 * JavaPluginTools, written against the public SPI in {@code dev.tabrelay.plugin}).
 *
 * <p>A family with a package of its own ({@code tools.extract}, {@code tools.page},
 * {@code tools.log}, {@code tools.grid}; the extension's {@code handlers/<family>} match) builds
 * its tools from the public toolkit here: {@link dev.tabrelay.tools.ToolDefinition},
 * {@link dev.tabrelay.tools.Arguments}, {@link dev.tabrelay.tools.Relay},
 * {@link dev.tabrelay.tools.OutputBudget} and {@link dev.tabrelay.tools.PageContent}. The other
 * families still live here and move as they are next changed.
 */
package dev.tabrelay.tools;
