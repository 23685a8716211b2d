package io.abstractgames.cli;

import io.abstractgames.core.Game;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/** The {@code --seat SIDE} option of {@code play} and {@code show}: a side letter as in position text. */
final class SeatArgument {

    private SeatArgument() {}

    /**
     * The player a side letter names.
     *
     * @param commandLine the verb's command line, for the error
     * @param game the game
     * @param seat the option's value, or {@code null} for the first player
     * @return the player, 0 to the number of players minus 1
     * @throws ParameterException if the text is not a side letter of the game, naming the letters
     */
    static int parse(CommandLine commandLine, Game game, String seat) {
        if (seat == null) {
            return 0;
        }
        int p = seat.length() == 1 ? game.playerOf(seat.charAt(0)) : -1;
        if (p < 0) {
            List<String> letters = new ArrayList<>();
            for (int i = 0; i < game.playerCount(); i++) {
                letters.add(String.valueOf(game.sideLetter(i)));
            }
            throw new ParameterException(commandLine, "--seat '" + seat + "', expected one of " + String.join(", ", letters));
        }
        return p;
    }
}
