package io.abstractgames.benchmarks.load;

import java.util.ArrayList;
import java.util.List;

/**
 * What went wrong during a load, in two counts: errors (error replies of the server, failed or
 * closed connections) and lost or duplicated moves (a state no move made, a move whose state did
 * not come to every seat, a state that differs from the moves sent). The first few descriptions
 * of each are kept. Thread-safe.
 */
final class Problems {

    private static final int KEPT = 10;

    private long errors;
    private long lost;
    private final List<String> firstErrors = new ArrayList<>();
    private final List<String> firstLost = new ArrayList<>();

    synchronized void error(String what) {
        errors++;
        if (firstErrors.size() < KEPT) {
            firstErrors.add(what);
        }
    }

    synchronized void lostOrDuplicated(String what) {
        lost++;
        if (firstLost.size() < KEPT) {
            firstLost.add(what);
        }
    }

    synchronized long errors() {
        return errors;
    }

    synchronized long lost() {
        return lost;
    }

    synchronized List<String> firstErrors() {
        return List.copyOf(firstErrors);
    }

    synchronized List<String> firstLost() {
        return List.copyOf(firstLost);
    }
}
