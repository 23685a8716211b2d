package io.abstractgames.server.session;

import io.abstractgames.server.store.GameSettings;
import io.abstractgames.server.store.Mode;
import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which seats of a session's game the AI plays. Against the AI and in a ladder run every seat but
 * the human's, from the start and for good; on one device none; in a room none at first, then what
 * the room hands over ({@link #set}: empty, left and long-disconnected seats). Only touched under
 * its session's lock.
 */
final class AiSeats {

    private final boolean[] ai;
    private final boolean handedOver;

    private AiSeats(boolean[] ai, boolean handedOver) {
        this.ai = ai;
        this.handedOver = handedOver;
    }

    /** The seats of a new game with these settings. */
    static AiSeats of(GameSettings settings, int players) {
        boolean[] ai = new boolean[players];
        boolean fixed = settings.mode() == Mode.AI || settings.mode() == Mode.LADDER;
        for (int s = 0; s < players && fixed; s++) {
            ai[s] = s != settings.humanSeat();
        }
        return new AiSeats(ai, settings.mode() == Mode.ROOM);
    }

    /** Whether the AI plays this seat now. */
    boolean isAi(int seat) {
        return ai[seat];
    }

    /** Whether the seats are handed over by the game's owner (a room), rather than fixed at the start. */
    boolean handedOver() {
        return handedOver;
    }

    /**
     * The AI plays these seats from now on.
     *
     * @throws IllegalStateException if the seats are fixed (a game that is not a room's)
     */
    void set(Set<Integer> seats) {
        if (!handedOver) {
            throw new IllegalStateException("only a room's game hands seats to the AI");
        }
        for (int s = 0; s < ai.length; s++) {
            ai[s] = seats.contains(s);
        }
    }

    /** The seats played by people, ascending. */
    Set<Integer> humans() {
        Set<Integer> seats = new TreeSet<>();
        for (int s = 0; s < ai.length; s++) {
            if (!ai[s]) {
                seats.add(s);
            }
        }
        return Collections.unmodifiableSet(seats);
    }
}
