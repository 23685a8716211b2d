package io.abstractgames.diamond;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.Game;
import io.abstractgames.core.Position;
import io.abstractgames.core.board.BoardModel;
import io.abstractgames.core.board.Contents;
import io.abstractgames.core.board.Counter;
import io.abstractgames.core.board.Layout;
import io.abstractgames.core.board.Location;
import io.abstractgames.core.board.MoveDescription;
import io.abstractgames.core.board.MoveKind;
import io.abstractgames.core.board.Piece;
import io.abstractgames.core.board.Region;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The board model contract for the two-player Diamond game, and the star's layout, seat views,
 * relative names and jump paths.
 */
class DiamondBoardTest extends DiamondBoardContract {

    private final BoardModel two = DiamondGame.twoPlayers().board();
    private final BoardModel three = DiamondGame.threePlayers().board();

    @Override
    protected Game game() {
        return DiamondGame.twoPlayers();
    }

    private static final String YELLOW_START =
            "y:K13.1,9.1,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4,13.5";

    private static int p(String name) {
        return DiamondBoard.parse(name);
    }

    private static List<Integer> points(String... names) {
        List<Integer> out = new ArrayList<>();
        for (String name : names) {
            out.add(p(name));
        }
        return out;
    }

    @Test
    void theStarHas121PointsSixCampsAndTheHexagon() {
        Layout layout = three.layout();
        assertEquals(121, layout.pointCount());
        assertEquals(Layout.Shape.STAR, layout.shape());
        assertEquals(61, layout.regions(Region.Kind.HEXAGON).get(0).points().size());
        assertEquals(24, layout.regions(Region.Kind.HEXAGON_BOUNDARY).get(0).points().size());
        assertEquals(3, layout.regions(Region.Kind.START_CAMP).size());
        assertEquals(3, layout.regions(Region.Kind.TARGET_CAMP).size());
        assertEquals(6, layout.regions(Region.Kind.APEX).size());
        Region hexagon = layout.regions(Region.Kind.HEXAGON).get(0);
        for (String camp : List.of("S", "N", "SW", "SE", "NW", "NE")) {
            Region region = layout.regions().stream().filter(r -> r.name().equals(camp) && r.kind() != Region.Kind.APEX)
                    .findFirst().get();
            assertEquals(15, region.points().size(), camp);
            assertEquals(10, region.points().stream().filter(q -> !hexagon.contains(q)).count(), camp + " outside the hexagon");
        }
        assertEquals(points("1.1"), layout.region(Region.Kind.APEX, "S").get().points());
        assertEquals(0, layout.region(Region.Kind.START_CAMP, "S").get().seat());
        assertEquals(2, layout.region(Region.Kind.START_CAMP, "NE").get().seat());
    }

    @Test
    void withTwoPlayersGreensCampsBelongToNobody() {
        Layout layout = two.layout();
        assertEquals(Region.NO_SEAT, layout.region(Region.Kind.CAMP, "NE").get().seat());
        assertEquals(Region.NO_SEAT, layout.region(Region.Kind.CAMP, "SW").get().seat());
        assertEquals(1, layout.region(Region.Kind.TARGET_CAMP, "SE").get().seat());
        assertEquals(2, layout.seatCount());
    }

    @Test
    void neighboursAndLinesFollowTheSixDirections() {
        Layout layout = three.layout();
        assertEquals(points("2.1", "2.2"), layout.neighbours(p("1.1")));
        assertEquals(6, layout.neighbours(p("9.5")).size());
        int degrees = 0;
        for (int q = 0; q < layout.pointCount(); q++) {
            degrees += layout.neighbours(q).size();
        }
        assertEquals(degrees / 2, layout.lines().size());
        assertEquals(new Location(0, 0), layout.point(p("9.5")).location());
        assertEquals(1.0, layout.point(p("9.6")).x() - layout.point(p("9.5")).x(), 1e-12);
    }

    @Test
    void eachSeatSeesItsStartCampAtTheBottom() {
        Layout layout = three.layout();
        for (int seat = 0; seat < 3; seat++) {
            for (int q = 0; q < layout.pointCount(); q++) {
                Location seen = layout.locate(q, seat);
                Location expected = layout.point(RelativeNames.toRelative(seat, q)).location();
                assertEquals(expected.x(), seen.x(), 1e-9);
                assertEquals(expected.y(), seen.y(), 1e-9);
            }
            Location apex = layout.locate(DiamondBoard.startCamp(seat).apex(), seat);
            assertEquals(layout.point(p("1.1")).y(), apex.y(), 1e-9);
        }
    }

    @Test
    void aViewerReadsPointsAndMovesInTheirOwnFrame() {
        Position position = DiamondGame.threePlayers().newStartPosition();
        assertEquals("1.1", three.pointName(p("13.13"), 2));
        assertEquals(p("13.13"), three.pointIndex("1.1", 2));
        assertEquals(-1, three.pointIndex("0.0", 2));
        MoveDescription d = three.describe(position, position.parseMove("5.5-6.4"));
        assertEquals(RelativeNames.name(1, p("5.5")) + "-" + RelativeNames.name(1, p("6.4")), three.moveText(d, 1));
        assertEquals("5.5-6.4", three.moveText(d, 0));
    }

    @Test
    void theTurnCounterRunsToTheTurnLimitPassesIncluded() {
        Position position = DiamondGame.twoPlayers().newStartPosition();
        assertEquals(List.of(new Counter("turns", "turns", 0, 800)), two.counters(position));
        position.play("5.5-6.4");
        assertEquals(List.of(new Counter("turns", "turns", 1, 800)), two.counters(position));
        assertEquals(List.of(new Counter("turns", "turns", 0, 1200)),
                three.counters(DiamondGame.threePlayers().newStartPosition()));
        String start = DiamondGame.twoPlayers().startText();
        Position late = DiamondGame.twoPlayers().parsePosition(start.substring(0, start.length() - 4) + " 799 0");
        assertEquals(new Counter("turns", "turns", 799, 800), two.counters(late).get(0));
        late.play("5.5-6.4");
        assertEquals(true, late.isOver());
        assertEquals(new Counter("turns", "turns", 800, 800), two.counters(late).get(0));
    }

    @Test
    void startContentsHoldAKingOnEachStartApex() {
        Contents contents = three.contents(DiamondGame.threePlayers().newStartPosition());
        for (int seat = 0; seat < 3; seat++) {
            assertEquals(15, contents.pointsOf(seat).size());
            assertEquals(new Piece(seat, Piece.Kind.KING), contents.pieceAt(DiamondBoard.startCamp(seat).apex()).get());
        }
    }

    @Test
    void aStepIsOneHopWithNothingJumped() {
        Position position = DiamondGame.twoPlayers().newStartPosition();
        MoveDescription d = two.describe(position, position.parseMove("5.5-6.4"));
        assertEquals(MoveKind.STEP, d.kind());
        assertEquals(points("5.5", "6.4"), d.path());
        assertEquals(List.of(), d.captured());
    }

    @Test
    void aJumpSequenceListsEveryLandingAndEveryPieceJumped() {
        // Red's man on 4.2 jumps 5.7 to 6.7, then 7.7 to 8.7.
        Position position = DiamondGame.twoPlayers().parsePosition(
                "2 r r:K1.1,2.1,2.2,3.1,3.2,3.3,4.1,4.2,4.3,4.4,5.5,5.6,5.7,5.8,7.7 " + YELLOW_START + " 2 0");
        MoveDescription d = two.describe(position, position.parseMove("4.2-8.7"));
        assertEquals(MoveKind.JUMP, d.kind());
        assertEquals(2, d.jumps());
        assertEquals(points("4.2", "6.7", "8.7"), d.path());
        assertEquals(points("5.7", "7.7"), d.captured());
        MoveDescription one = two.describe(position, position.parseMove("4.2-6.7"));
        assertEquals(points("4.2", "6.7"), one.path());
    }

    @Test
    void aKingJumpsOverARunOfMen() {
        Position position = DiamondGame.twoPlayers().parsePosition(
                "2 r r:K9.1,2.1,2.2,3.1,3.2,3.3,4.1,4.2,4.3,4.4,5.5,5.6,5.7,9.2,9.3"
                        + " y:K13.1,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4,13.5,9.4 2 0");
        MoveDescription d = two.describe(position, position.parseMove("9.1-9.5"));
        assertEquals(MoveKind.JUMP, d.kind());
        assertEquals(1, d.jumps());
        assertEquals(points("9.1", "9.5"), d.path());
        assertEquals(points("9.2", "9.3", "9.4"), d.captured());
        assertTrue(two.contents(position).isEmpty(p("9.5")));
    }
}
