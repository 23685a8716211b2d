package com.example.consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
    void runsOnTheModulePath() {
        assertTrue(Games.class.getModule().isNamed(), "core is a named module");
        assertEquals("io.abstractgames.core", Games.class.getModule().getName());
    }

    @Test
    void theLibraryModulesExportNoImplementationPackage() {
        List<Module> library = ModuleLayer.boot().modules().stream()
                .filter(m -> m.getName().startsWith("io.abstractgames."))
                .toList();
        assertEquals(List.of("io.abstractgames.ai", "io.abstractgames.breakthrough", "io.abstractgames.core",
                "io.abstractgames.konane"),
                library.stream().map(Module::getName).sorted().toList());
        for (Module module : library) {
            for (ModuleDescriptor.Exports exports : module.getDescriptor().exports()) {
                assertFalse(exports.source().contains(".internal"), module.getName() + " exports " + exports.source());
            }
            assertTrue(module.getDescriptor().packages().size() >= module.getDescriptor().exports().size());
        }
    }
}
