package io.abstractgames.testkit.toy;

import io.abstractgames.testkit.ReferenceEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A second, deliberately simple implementation of the toy game's rules, working on the text
 * alone and sharing no code with the engine (docs/adding-a-game.md, step "Reference generator").
 */
final class ReferenceToy implements ReferenceEngine {

    @Override
    public List<String> legalMoves(String positionText) {
        String[] f = positionText.split(" ");
        int pile = Integer.parseInt(f[0]);
        int plies = Integer.parseInt(f[2]);
        List<String> moves = new ArrayList<>();
        for (int take = 1; take <= 3 && take <= pile && plies > 0; take++) {
            moves.add("t" + take);
        }
        return moves;
    }

    @Override
    public Optional<String> positionAfter(String positionText, String moveText) {
        String[] f = positionText.split(" ");
        int pile = Integer.parseInt(f[0]) - (moveText.charAt(1) - '0');
        String side = f[1].equals("a") ? "b" : "a";
        int plies = Integer.parseInt(f[2]) - 1;
        return Optional.of(pile + " " + side + " " + plies);
    }
}
