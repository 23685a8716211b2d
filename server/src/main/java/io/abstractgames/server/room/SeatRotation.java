package io.abstractgames.server.room;

/**
 * The rematch's seat rotation ({@code docs/protocol.md}, "Rooms", "Again"): at every new game of a
 * room each seat's holder moves on by one seat (the holder of seat 0 to seat 1, the last seat's to
 * seat 0; with two players the sides swap), so that over the rounds everyone plays every side. The
 * store keeps the holders in the first round's order; round r has them moved on r - 1 times.
 */
final class SeatRotation {

    private SeatRotation() {
    }

    /**
     * The holders of the next game.
     *
     * @param holders who holds each seat now
     * @return who holds each seat in the next game
     */
    static int[] next(int[] holders) {
        int[] next = new int[holders.length];
        for (int seat = 0; seat < holders.length; seat++) {
            next[(seat + 1) % holders.length] = holders[seat];
        }
        return next;
    }

    /**
     * The seat in a round of the seat a holder had in the first round.
     *
     * @param firstRoundSeat the seat in the first round (as stored)
     * @param round the round, 1 for the first game (0 before the start counts as the first)
     * @param seats the number of seats
     * @return the seat in that round
     */
    static int inRound(int firstRoundSeat, int round, int seats) {
        return (firstRoundSeat + Math.max(0, round - 1)) % seats;
    }
}
