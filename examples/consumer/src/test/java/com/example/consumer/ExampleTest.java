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
    void playsEveryGameThroughTheCommonApi() {
        String breakthrough = Example.summary(Games.byId("breakthrough"));
        assertTrue(breakthrough.startsWith("breakthrough: 22 moves, played "), breakthrough);
        String konane = Example.summary(Games.byId("konane"));
        assertTrue(konane.startsWith("konane: 4 moves, played "), konane);
        String bashni = Example.summary(Games.byId("bashni"));
        assertTrue(bashni.startsWith("bashni: 7 moves, played "), bashni);
        String lasca = Example.summary(Games.byId("lasca"));
        assertTrue(lasca.startsWith("lasca: 6 moves, played "), lasca);
        for (String id : List.of("diamond", "diamond3")) {
            String diamond = Example.summary(Games.byId(id));
            assertTrue(diamond.startsWith(id + ": "), diamond);
        }
    }

    @Test
    void usesEveryGamesOwnClasses() {
        List<String> lines = GameApis.all();
        assertEquals(List.of("breakthrough", "konane", "diamond", "diamond3", "bashni", "lasca"),
                lines.stream().map(line -> line.substring(0, line.indexOf(':'))).toList());
        for (String line : lines) {
            assertTrue(line.contains(", re-encodes; ai "), line);
            assertTrue(line.contains(" levels beginner,intermediate,advanced"), line);
        }
        assertTrue(lines.get(0).startsWith("breakthrough: 22 start moves, first "), lines.get(0));
        assertTrue(lines.get(1).startsWith("konane: 4 start moves, first a1 = removes a1"), lines.get(1));
        assertTrue(lines.get(4).startsWith("bashni: 7 start moves, first "), lines.get(4));
        assertTrue(lines.get(5).startsWith("lasca: 6 start moves, first a3-b4 = a3-b4 (1 landing)"), lines.get(5));
    }

    @Test
    void findsTheGamesAsServices() {
        List<String> ids = Games.all().stream().map(g -> g.id()).sorted().toList();
        assertEquals(Example.GAME_IDS.stream().sorted().toList(), ids);
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
        assertEquals(List.of("io.abstractgames.ai", "io.abstractgames.bashni", "io.abstractgames.breakthrough",
                "io.abstractgames.columns", "io.abstractgames.core", "io.abstractgames.diamond", "io.abstractgames.konane",
                "io.abstractgames.lasca"),
                library.stream().map(Module::getName).sorted().toList());
        for (Module module : library) {
            for (ModuleDescriptor.Exports exports : module.getDescriptor().exports()) {
                assertFalse(exports.source().contains(".internal"), module.getName() + " exports " + exports.source());
            }
            assertTrue(module.getDescriptor().packages().size() >= module.getDescriptor().exports().size());
        }
    }
}
