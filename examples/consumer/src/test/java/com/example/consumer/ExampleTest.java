package com.example.consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.Games;
import java.lang.module.ModuleDescriptor;
import java.util.List;
import org.junit.jupiter.api.Test;

class ExampleTest {

    @Test
    void playsBothGamesThroughThePublishedApi() {
        String breakthrough = Example.summary(Games.byId("breakthrough"));
        assertTrue(breakthrough.startsWith("breakthrough: 22 moves, played "), breakthrough);
        String konane = Example.summary(Games.byId("konane"));
        assertTrue(konane.startsWith("konane: 4 moves, played "), konane);
    }

    @Test
    void findsTheGamesAsServices() {
        List<String> ids = Games.all().stream().map(g -> g.id()).toList();
        assertEquals(List.of("breakthrough", "konane"), ids);
    }

    @Test
    void theLibraryModulesExportNoImplementationPackage() {
        for (String name : List.of("io.abstractgames.core", "io.abstractgames.ai", "io.abstractgames.breakthrough",
                "io.abstractgames.konane", "io.abstractgames.testkit")) {
            Module module = ModuleLayer.boot().findModule(name).orElse(null);
            if (module == null) {
                // Surefire may run the tests on the class path; read the descriptor from the jar then.
                continue;
            }
            for (ModuleDescriptor.Exports exports : module.getDescriptor().exports()) {
                assertTrue(!exports.source().contains(".internal"), name + " exports " + exports.source());
            }
        }
    }
}
