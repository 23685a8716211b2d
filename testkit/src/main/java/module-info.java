/**
 * The rule-verification kit of abstract-games: perft data files and their parameterized test, the
 * contract properties every engine satisfies, random legal positions, and differential testing of
 * another engine against the project's.
 */
module io.abstractgames.testkit {
    requires transitive io.abstractgames.core;
    requires transitive net.jqwik.api;
    requires transitive org.junit.jupiter.api;
    requires transitive org.junit.jupiter.params;

    exports io.abstractgames.testkit;
    exports io.abstractgames.testkit.toy;

    // The test engines instantiate the kit's abstract test classes reflectively.
    opens io.abstractgames.testkit to org.junit.platform.commons, net.jqwik.engine;
}
