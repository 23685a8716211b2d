package io.abstractgames.core.board;

/**
 * The sorts of move a {@link MoveDescription} tells apart. What happens to the points of
 * {@link MoveDescription#captured()} depends on the kind: a {@link #CAPTURE} or {@link #REMOVAL}
 * takes their top piece, a {@link #JUMP} leaves them as they are.
 */
public enum MoveKind {
    /** A piece moves without capturing or jumping (a Breakthrough or Bashni quiet move, a Diamond step). */
    STEP,
    /** A jump sequence over pieces that stay on the board (Diamond, which captures nothing). */
    JUMP,
    /**
     * A move that takes pieces: a Breakthrough capture (of the piece on the to-point), a Kōnane jump
     * (of the stones jumped), a Bashni capture sequence (of the top piece of each column jumped).
     */
    CAPTURE,
    /** A Kōnane opening removal: a stone taken off the board. */
    REMOVAL,
    /** The pass (Diamond, when the player has no other move). */
    PASS
}
