package io.abstractgames.diamond.internal;

import io.abstractgames.core.NotationException;
import io.abstractgames.core.TextFields;
import io.abstractgames.diamond.DiamondBoard;
import io.abstractgames.diamond.DiamondGame;

/**
 * Position text of the Diamond game ({@code docs/rules/diamond.md}, "Position text"):
 * {@code PLAYERS SIDE CAMPS... [TURNS PASSES]}.
 *
 * <p>Canonical form: one field per player in turn order ({@code r:}, {@code y:}, {@code g:}), the
 * king's point first with a leading {@code K}, then the other 14 points by row, then by column;
 * the counters always written. Input accepts the points in any order with the {@code K} on any one
 * of them, runs of white space between fields, and no counters (meaning {@code 0 0}).
 */
public final class PositionText {

    private static final String FORMAT = "PLAYERS SIDE r:... y:...";

    private PositionText() {}

    /**
     * Parses position text for a game.
     *
     * @param game the game; PLAYERS must equal its player count
     * @param text the position text
     * @return a new position
     * @throws NotationException naming the field and what is wrong: a malformed field, a player
     *     count that does not match the game, a side that is not playing, a point that does not
     *     exist or is used twice, a player without exactly 15 points and one king, a piece on a
     *     point forbidden to it, a target camp that shows a win for a player other than the one
     *     who moved last, TURNS above the turn limit, PASSES above the number of players or above
     *     TURNS
     */
    public static DiamondPosition parse(DiamondGame game, String text) {
        String[] fields = TextFields.split(text, "position text");
        String count = fields[0];
        if (!count.equals("2") && !count.equals("3")) {
            throw new NotationException("position text, PLAYERS: '" + count + "', expected 2 or 3");
        }
        int n = count.charAt(0) - '0';
        if (n != game.playerCount()) {
            throw new NotationException("position text, PLAYERS: " + n + " players, but " + game.id() + " is for "
                    + game.playerCount());
        }
        String format = n == 2 ? FORMAT : FORMAT + " g:...";
        if (fields.length != n + 2 && fields.length != n + 4) {
            throw new NotationException("position text: " + fields.length + (fields.length == 1 ? " field" : " fields")
                    + ", expected " + (n + 2) + " or " + (n + 4) + " (" + format + " [TURNS PASSES])");
        }
        int side = parseSide(game, fields[1]);
        int[] codes = new int[DiamondBoard.POINTS];
        int[] owner = new int[DiamondBoard.POINTS];
        for (int p = 0; p < n; p++) {
            parsePieces(game, p, fields[2 + p], codes, owner);
        }
        int turns = 0;
        int passes = 0;
        if (fields.length == n + 4) {
            turns = parseCount("TURNS", fields[n + 2]);
            passes = parseCount("PASSES", fields[n + 3]);
        }
        if (turns > game.turnLimit()) {
            throw new NotationException("position text, TURNS: " + turns + " is above the turn limit "
                    + game.turnLimit());
        }
        if (passes > n) {
            throw new NotationException("position text, PASSES: " + passes + " is above the number of players " + n);
        }
        if (passes > turns) {
            throw new NotationException("position text, PASSES: " + passes + " is above TURNS " + turns);
        }
        DiamondPosition position = new DiamondPosition(game, codes, side, turns, passes);
        int last = side == 0 ? n - 1 : side - 1;
        for (int p = 0; p < n; p++) {
            if (p != last && position.showsWin(p)) {
                throw new NotationException("position text: " + game.sideName(p) + "'s target camp "
                        + DiamondBoard.targetCamp(p) + " shows a win, but " + game.sideName(last)
                        + " moved last");
            }
        }
        return position;
    }

    private static int parseSide(DiamondGame game, String field) {
        int side = field.length() == 1 ? game.playerOf(field.charAt(0)) : -1;
        if (side < 0) {
            if (field.equals("g")) {
                throw new NotationException("position text, SIDE: 'g' (Green) is not playing in the 2-player game");
            }
            throw new NotationException("position text, SIDE: '" + field + "', expected "
                    + (game.playerCount() == 2 ? "r or y" : "r, y or g"));
        }
        return side;
    }

    private static void parsePieces(DiamondGame game, int player, String field, int[] codes, int[] owner) {
        char letter = game.sideLetter(player);
        String where = "position text, " + letter + ":";
        if (field.length() < 2 || field.charAt(0) != letter || field.charAt(1) != ':') {
            if (field.startsWith("g:") && game.playerCount() == 2) {
                throw new NotationException("position text, field " + (player + 3)
                        + ": 'g:' but Green is not playing in the 2-player game");
            }
            throw new NotationException("position text, field " + (player + 3) + ": expected " + game.sideName(player)
                    + "'s pieces '" + letter + ":...', found '" + abbreviate(field) + "'");
        }
        String[] items = field.substring(2).split(",", -1);
        int kings = 0;
        for (String item : items) {
            boolean king = item.startsWith("K");
            String name = king ? item.substring(1) : item;
            int p = DiamondBoard.parse(name);
            if (p < 0) {
                throw new NotationException(where + " point '" + item + "' does not exist");
            }
            if (codes[p] != DiamondPosition.EMPTY) {
                int other = owner[p];
                throw new NotationException(where + " point " + name + " is used twice"
                        + (other == player ? "" : " (also by " + game.sideName(other) + ")"));
            }
            if (!DiamondBoard.isAllowed(player, p)) {
                throw new NotationException(where + " point " + name + " is forbidden to " + game.sideName(player)
                        + " (in camp " + campOf(p) + ", off the hexagon boundary)");
            }
            codes[p] = (king ? DiamondPosition.KING : DiamondPosition.MAN) + player;
            owner[p] = player;
            if (king) {
                kings++;
            }
        }
        if (items.length != DiamondBoard.CAMP_SIZE) {
            throw new NotationException(where + " " + items.length + (items.length == 1 ? " point" : " points") + ", expected 15");
        }
        if (kings != 1) {
            throw new NotationException(where + " " + kings + " kings, expected exactly 1");
        }
    }

    private static String campOf(int point) {
        for (DiamondBoard.Camp camp : DiamondBoard.Camp.values()) {
            if (camp.contains(point)) {
                return camp.name();
            }
        }
        return "?";
    }

    private static int parseCount(String what, String field) {
        if (field.isEmpty() || field.length() > 6) {
            throw new NotationException("position text, " + what + ": '" + field + "' is not a number of 0 to 999999");
        }
        int v = 0;
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (c < '0' || c > '9') {
                throw new NotationException("position text, " + what + ": '" + field + "' is not a number");
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }

    private static String abbreviate(String field) {
        return field.length() <= 12 ? field : field.substring(0, 12) + "...";
    }

    /**
     * Formats a position in canonical position text.
     *
     * @param position the position
     * @return e.g. {@code "2 r r:K1.1,2.1,... y:K13.1,9.1,... 0 0"}
     */
    public static String format(DiamondPosition position) {
        DiamondGame game = position.game();
        int n = game.playerCount();
        StringBuilder sb = new StringBuilder(16 + n * 100);
        sb.append(n).append(' ').append(game.sideLetter(position.sideToMove()));
        for (int player = 0; player < n; player++) {
            int king = position.kingPoint(player);
            sb.append(' ').append(game.sideLetter(player)).append(":K").append(DiamondBoard.name(king));
            for (int p = 0; p < DiamondBoard.POINTS; p++) {
                int code = position.code(p);
                if (code == DiamondPosition.MAN + player) {
                    sb.append(',').append(DiamondBoard.name(p));
                }
            }
        }
        sb.append(' ').append(position.turns()).append(' ').append(position.passes());
        return sb.toString();
    }
}
