/**
 * Helpers for 8x8 square boards shared by the square-board games: square names and indices
 * ({@code docs/rules/common.md}, "Square boards") and the rank layout of position text.
 */
package io.abstractgames.core.board;
