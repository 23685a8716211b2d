package io.abstractgames.konane.internal;

import io.abstractgames.core.MoveList;
import io.abstractgames.konane.KonaneGame;
import io.abstractgames.konane.KonaneMoves;

/**
 * Legal move generation of Kōnane ({@code docs/rules/konane.md}, "Rules"): the opening removals and
 * the jumps, from the two sides' stones.
 *
 * <p>The phase follows from the number of stones: 64 is Black's removal, 63 White's removal, fewer
 * the jumping phase. A side to move in the other side's removal phase (only after a null move) has
 * no move. The removal squares are those of {@link Removals}.
 *
 * <p>Jumps are found by bitboard shifts. For one direction with shift {@code s}, the landing squares of single jumps are
 * {@code s(s(own) & enemy) & empty}; a further {@code s(s(landing) & enemy) & empty} gives the
 * landing squares of the next longer jump in the same direction, so every stop of a multi-jump is a
 * move of its own. East and west shifts are masked so that no stone wraps round the board's edge:
 * after a shift east nothing may land on file {@code a}, after a shift west nothing on file
 * {@code h}. On an 8x8 board a jump passes over at most 3 stones.
 *
 * <p>{@link #countJumps} and {@link #anyJump} are public for the evaluation in
 * {@code io.abstractgames.konane.ai}, which counts both sides' jumps at every leaf without
 * generating them.
 */
public final class MoveGenerator {

    private MoveGenerator() {}

    /**
     * Appends every legal move of the side to move: its removals in the opening, its jumps after.
     *
     * @param own the stones of the side to move
     * @param other the other side's stones
     * @param side the side to move, {@link KonaneGame#BLACK} or {@link KonaneGame#WHITE}
     * @param moves the list to append to (not cleared)
     */
    static void generate(long own, long other, int side, MoveList moves) {
        long all = own | other;
        int stones = Long.bitCount(all);
        if (stones < 63) {
            generateJumps(own, other, moves);
        } else if (stones == 64 && side == KonaneGame.BLACK) {
            addRemovals(Removals.BLACK_SQUARES & own, moves);
        } else if (stones == 63 && side == KonaneGame.WHITE) {
            addRemovals(Bitboards.neighbours(Long.numberOfTrailingZeros(~all)) & own, moves);
        }
    }

    /**
     * The number of moves {@link #generate} would append.
     *
     * @param own the stones of the side to move
     * @param other the other side's stones
     * @param side the side to move
     * @return 0 or more
     */
    static int count(long own, long other, int side) {
        long all = own | other;
        int stones = Long.bitCount(all);
        if (stones < 63) {
            return countJumps(own, other);
        }
        if (stones == 64) {
            return side == KonaneGame.BLACK ? Long.bitCount(Removals.BLACK_SQUARES & own) : 0;
        }
        return side == KonaneGame.WHITE ? Long.bitCount(Bitboards.neighbours(Long.numberOfTrailingZeros(~all)) & own) : 0;
    }

    /**
     * Whether the side to move has a legal move.
     *
     * @param own the stones of the side to move
     * @param other the other side's stones
     * @param side the side to move
     * @return {@code true} when {@link #generate} would append at least one move
     */
    static boolean any(long own, long other, int side) {
        int stones = Long.bitCount(own | other);
        if (stones == 64) {
            return side == KonaneGame.BLACK;
        }
        if (stones == 63) {
            return side == KonaneGame.WHITE;
        }
        return anyJump(own, other);
    }

    /**
     * Appends every jump of the side owning {@code own} to {@code moves}: north, south, east, west;
     * within a direction by the number of stones jumped, then by landing square.
     *
     * @param own the mover's stones
     * @param enemy the other side's stones
     * @param moves the list to append to (not cleared)
     */
    static void generateJumps(long own, long enemy, MoveList moves) {
        long empty = ~(own | enemy);
        long land = (own << 8 & enemy) << 8 & empty;
        for (int k = 1; land != 0; k++) {
            add(moves, land, -16 * k, k);
            land = (land << 8 & enemy) << 8 & empty;
        }
        land = (own >>> 8 & enemy) >>> 8 & empty;
        for (int k = 1; land != 0; k++) {
            add(moves, land, 16 * k, k);
            land = (land >>> 8 & enemy) >>> 8 & empty;
        }
        long enemyE = enemy & Bitboards.NOT_FILE_A;
        long emptyE = empty & Bitboards.NOT_FILE_A;
        land = (own << 1 & enemyE) << 1 & emptyE;
        for (int k = 1; land != 0; k++) {
            add(moves, land, -2 * k, k);
            land = (land << 1 & enemyE) << 1 & emptyE;
        }
        long enemyW = enemy & Bitboards.NOT_FILE_H;
        long emptyW = empty & Bitboards.NOT_FILE_H;
        land = (own >>> 1 & enemyW) >>> 1 & emptyW;
        for (int k = 1; land != 0; k++) {
            add(moves, land, 2 * k, k);
            land = (land >>> 1 & enemyW) >>> 1 & emptyW;
        }
    }

    /**
     * The number of jumps {@link #generateJumps} would append.
     *
     * @param own the mover's stones
     * @param enemy the other side's stones
     * @return the number of jumps, 0 or more
     */
    public static int countJumps(long own, long enemy) {
        long empty = ~(own | enemy);
        int n = 0;
        long land = (own << 8 & enemy) << 8 & empty;
        while (land != 0) {
            n += Long.bitCount(land);
            land = (land << 8 & enemy) << 8 & empty;
        }
        land = (own >>> 8 & enemy) >>> 8 & empty;
        while (land != 0) {
            n += Long.bitCount(land);
            land = (land >>> 8 & enemy) >>> 8 & empty;
        }
        long enemyE = enemy & Bitboards.NOT_FILE_A;
        long emptyE = empty & Bitboards.NOT_FILE_A;
        land = (own << 1 & enemyE) << 1 & emptyE;
        while (land != 0) {
            n += Long.bitCount(land);
            land = (land << 1 & enemyE) << 1 & emptyE;
        }
        long enemyW = enemy & Bitboards.NOT_FILE_H;
        long emptyW = empty & Bitboards.NOT_FILE_H;
        land = (own >>> 1 & enemyW) >>> 1 & emptyW;
        while (land != 0) {
            n += Long.bitCount(land);
            land = (land >>> 1 & enemyW) >>> 1 & emptyW;
        }
        return n;
    }

    /**
     * Whether the side owning {@code own} has a jump (a multi-jump starts with a single one, so
     * single jumps suffice).
     *
     * @param own the mover's stones
     * @param enemy the other side's stones
     * @return {@code true} when at least one jump exists
     */
    public static boolean anyJump(long own, long enemy) {
        long empty = ~(own | enemy);
        long north = (own << 8 & enemy) << 8;
        long south = (own >>> 8 & enemy) >>> 8;
        long east = (own << 1 & enemy & Bitboards.NOT_FILE_A) << 1 & Bitboards.NOT_FILE_A;
        long west = (own >>> 1 & enemy & Bitboards.NOT_FILE_H) >>> 1 & Bitboards.NOT_FILE_H;
        return ((north | south | east | west) & empty) != 0;
    }

    private static void addRemovals(long squares, MoveList moves) {
        for (long b = squares; b != 0; b &= b - 1) {
            moves.add(KonaneMoves.removalCode(Long.numberOfTrailingZeros(b)));
        }
    }

    private static void add(MoveList moves, long land, int fromOffset, int stones) {
        for (long b = land; b != 0; b &= b - 1) {
            int to = Long.numberOfTrailingZeros(b);
            moves.add(KonaneMoves.jumpCode(to + fromOffset, to, stones));
        }
    }
}
