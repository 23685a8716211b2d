/** An application that plays every game of abstract-games through its published API. */
module com.example.consumer {
    requires io.abstractgames.core;
    requires io.abstractgames.ai;
    // Requiring the game modules puts them in the module graph (their games are also found as
    // services) and lets the application use each game's own classes.
    requires io.abstractgames.breakthrough;
    requires io.abstractgames.konane;
    requires io.abstractgames.diamond;
    requires io.abstractgames.bashni;
    requires io.abstractgames.lasca;
}
