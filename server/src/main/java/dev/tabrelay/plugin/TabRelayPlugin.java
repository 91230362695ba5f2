package dev.tabrelay.plugin;

import java.util.List;

/**
 * A Java plugin: found with {@link java.util.ServiceLoader} in the jars of the config directory's
 * {@code plugins/} folder and on the daemon's classpath, when the daemon starts. A jar declares its
 * implementation in {@code META-INF/services/dev.tabrelay.plugin.TabRelayPlugin}; the class needs a
 * public no-argument constructor.
 */
public interface TabRelayPlugin {
    /** Shown in the status and in {@code browser_diagnostics}, e.g. "acme-shop". */
    String name();

    /** The tools this plugin adds; asked once, at start. */
    List<PluginTool> tools();
}
