/**
 * Shared machinery of the game modules' search tests, published in ai's test jar
 * ({@code abstract-games-ai}, type {@code test-jar}, test scope): {@link
 * io.abstractgames.ai.contract.ForcedWinContract}, the forced-win checks each game's
 * {@code ai/ForcedWinTest} extends with its positions, and {@link
 * io.abstractgames.ai.contract.SearchScoring}, the searcher's scale for the kit's plain minimax
 * oracle. {@code docs/adding-a-game.md}, step 12, shows how a game uses them.
 */
package io.abstractgames.ai.contract;
