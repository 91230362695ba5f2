package dev.tabrelay.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.tabrelay.config.FleetConfig;
import dev.tabrelay.json.Json;
import java.net.URI;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FleetRoutesTest {
    private final FleetRoutes routes = new FleetRoutes(new FleetConfig("d0", Map.of("d1", URI.create("http://b:22816"))));

    @Test
    void sessionIdsAreMintedWithTheDaemonIdAndReadBackWithoutIt() {
        assertEquals("d0.3c1e9a52", routes.mint("3c1e9a52"));
        assertEquals("3c1e9a52", routes.local("d0.3c1e9a52"));
        assertEquals("3c1e9a52", routes.local("3c1e9a52"));   // an older daemon's id is served as it is
        assertEquals("d1.3c1e9a52", routes.local("d1.3c1e9a52"));
        assertNull(routes.mint(null));
    }

    @Test
    void aSessionGoesToTheDaemonItsPrefixNames() {
        assertInstanceOf(FleetRoutes.Local.class, routes.forSession("d0.3c1e9a52"));
        assertInstanceOf(FleetRoutes.Local.class, routes.forSession("3c1e9a52-no-prefix"));
        assertEquals(new FleetRoutes.Peer("d1", URI.create("http://b:22816")), routes.forSession("d1.3c1e9a52"));
        assertEquals(new FleetRoutes.Unknown("d7"), routes.forSession("d7.3c1e9a52"));
    }

    @Test
    void onlyAHandleNamesAnotherDaemonsBrowser() {
        assertEquals(new FleetRoutes.Peer("d1", URI.create("http://b:22816")), routes.forBrowser("d1.L42"));
        assertEquals(new FleetRoutes.Unknown("d7"), routes.forBrowser("d7.L1"));
        assertInstanceOf(FleetRoutes.Local.class, routes.forBrowser("d0.L1"));
        // An extension's own browser id is served here, whatever its shape.
        assertInstanceOf(FleetRoutes.Local.class, routes.forBrowser("d1.work-profile"));
        assertInstanceOf(FleetRoutes.Local.class, routes.forBrowser("b-7f3e"));
        assertInstanceOf(FleetRoutes.Local.class, routes.forBrowser(null));
    }

    @Test
    void theBrowserArgumentIsReadFromAToolCallOnly() {
        assertEquals("d1.L2", FleetRoutes.browserArgument(Json.MAPPER.readTree(
                "{\"method\":\"tools/call\",\"params\":{\"name\":\"extract_url\",\"arguments\":{\"browser\":\"d1.L2\"}}}")));
        assertNull(FleetRoutes.browserArgument(Json.MAPPER.readTree("{\"method\":\"tools/list\",\"params\":{\"arguments\":{\"browser\":\"d1.L2\"}}}")));
        assertNull(FleetRoutes.browserArgument(Json.MAPPER.readTree("{\"method\":\"tools/call\",\"params\":{\"arguments\":{\"browser\":7}}}")));
        assertNull(FleetRoutes.browserArgument(null));
    }
}
