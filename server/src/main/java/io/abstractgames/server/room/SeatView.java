package io.abstractgames.server.room;

/**
 * One seat of a room as everyone sees it.
 *
 * @param seat the seat, 0 to players - 1, in turn order
 * @param holder who holds it
 * @param participant the holding participant's number in the room (0 is the creator), or -1 for
 *     an empty or AI seat
 * @param connected whether the holding person has a connection open now
 * @param aiPlaying whether the AI moves for this seat now (an AI seat, or a person away for 45 s)
 */
public record SeatView(int seat, Holder holder, int participant, boolean connected, boolean aiPlaying) {

    /** Who holds a seat. */
    public enum Holder {
        /** No one yet; join takes it. */
        EMPTY,
        /** A person, by their token. */
        PERSON,
        /** The AI, from a fill or a leave until the next "again". */
        AI
    }
}
