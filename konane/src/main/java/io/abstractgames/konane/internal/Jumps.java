package io.abstractgames.konane.internal;

import io.abstractgames.core.MoveList;
import io.abstractgames.konane.KonaneMoves;

/**
 * Jump generation by bitboard shifts ({@code docs/rules/konane.md}, "Rules": a jump, multi-jumps).
 *
 * <p>For one direction with shift {@code s}, the landing squares of single jumps are
 * {@code s(s(own) & enemy) & empty}; a further {@code s(s(landing) & enemy) & empty} gives the
 * landing squares of the next longer jump in the same direction, so every stop of a multi-jump is a
 * move of its own. East and west shifts are masked so that no stone wraps round the board's edge:
 * after a shift east nothing may land on file {@code a}, after a shift west nothing on file
 * {@code h}. On an 8x8 board a jump passes over at most 3 stones.
 *
 * <p>{@link #count} and {@link #any} are public for the evaluation in
 * {@code io.abstractgames.konane.ai}, which counts both sides' jumps at every leaf without
 * generating them.
 */
public final class Jumps {

    private Jumps() {}

    /**
     * Appends every jump of the side owning {@code own} to {@code moves}: north, south, east, west;
     * within a direction by the number of stones jumped, then by landing square.
     *
     * @param own the mover's stones
     * @param enemy the other side's stones
     * @param moves the list to append to (not cleared)
     */
    static void generate(long own, long enemy, MoveList moves) {
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
     * The number of jumps {@link #generate} would append.
     *
     * @param own the mover's stones
     * @param enemy the other side's stones
     * @return the number of jumps, 0 or more
     */
    public static int count(long own, long enemy) {
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
    public static boolean any(long own, long enemy) {
        long empty = ~(own | enemy);
        long north = (own << 8 & enemy) << 8;
        long south = (own >>> 8 & enemy) >>> 8;
        long east = (own << 1 & enemy & Bitboards.NOT_FILE_A) << 1 & Bitboards.NOT_FILE_A;
        long west = (own >>> 1 & enemy & Bitboards.NOT_FILE_H) >>> 1 & Bitboards.NOT_FILE_H;
        return ((north | south | east | west) & empty) != 0;
    }

    private static void add(MoveList moves, long land, int fromOffset, int stones) {
        for (long b = land; b != 0; b &= b - 1) {
            int to = Long.numberOfTrailingZeros(b);
            moves.add(KonaneMoves.jumpCode(to + fromOffset, to, stones));
        }
    }
}
