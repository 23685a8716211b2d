package io.abstractgames.bashni.ai;

import io.abstractgames.ai.GameAis;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.Searcher;
import io.abstractgames.bashni.BashniGame;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.RandomPlay;
import java.util.Random;

/**
 * The program {@link FreshJvmReproducibilityTest} runs in fresh JVMs: pairs of searchers at the
 * advanced level with the same seed search the same positions, and the program prints the node
 * counts of each pair, {@code a=b} when they agree and {@code a!=b} when they do not.
 */
final class SameSeedSearches {

    private SameSeedSearches() {}

    /**
     * Runs the searches.
     *
     * @param args one argument: how many pairs of searchers to create one after the other
     */
    public static void main(String[] args) {
        int pairs = Integer.parseInt(args[0]);
        StringBuilder out = new StringBuilder();
        for (int pair = 0; pair < pairs; pair++) {
            Searcher a = GameAis.newSearcher(BashniGame.INSTANCE, Level.ADVANCED, 42);
            Searcher b = GameAis.newSearcher(BashniGame.INSTANCE, Level.ADVANCED, 42);
            Random random = new Random(9);
            for (int i = 0; i < 2; i++) {
                Position p = RandomPlay.randomPosition(BashniGame.INSTANCE, random, 40);
                long na = a.search(p).nodes();
                long nb = b.search(p).nodes();
                out.append(na).append(na == nb ? "=" : "!=").append(nb).append(' ');
            }
        }
        System.out.println(out.toString().trim());
    }
}
