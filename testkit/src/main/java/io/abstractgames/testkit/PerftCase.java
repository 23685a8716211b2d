package io.abstractgames.testkit;

/**
 * One line of a perft data file: a position, a depth and the expected number of leaf nodes.
 *
 * @param source where the case comes from, {@code "file:line"}, for test names and messages
 * @param position the position text in the game's format
 * @param depth the depth in plies, 0 or more
 * @param nodes the expected perft value
 */
public record PerftCase(String source, String position, int depth, long nodes) {

    @Override
    public String toString() {
        return source + " depth " + depth + ": " + position;
    }
}
