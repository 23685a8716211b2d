package io.abstractgames.core.board;

/** The sorts of move a {@link MoveDescription} tells apart. */
public enum MoveKind {
    /** A piece moves to a free point without capturing (a Breakthrough or Bashni quiet move, a Diamond step). */
    STEP,
    /** A jump or a jump sequence over pieces (Diamond, which captures nothing; Kōnane, which takes the stones jumped). */
    JUMP,
    /** A move that captures (a Breakthrough capture, a Bashni capture sequence). */
    CAPTURE,
    /** A Kōnane opening removal: a stone taken off the board. */
    REMOVAL,
    /** The pass (Diamond, when the player has no other move). */
    PASS
}
