/** An application that plays Breakthrough and Kōnane through abstract-games. */
module com.example.consumer {
    requires io.abstractgames.core;
    requires io.abstractgames.ai;
    // The game modules are found as services; requiring them puts them in the module graph.
    requires io.abstractgames.breakthrough;
    requires io.abstractgames.konane;
}
