package io.abstractgames.server.protocol;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.abstractgames.bashni.ChallengeLadder;
import io.abstractgames.server.ladder.BestRun;
import io.abstractgames.server.ladder.RunRecord;
import io.abstractgames.server.ladder.RunView;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Writes a challenge-ladder run and the best runs as in {@code docs/protocol.md}, "The challenge ladder". */
final class LadderJson {

    private final ObjectMapper mapper;

    LadderJson(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    /** The run object of {@code ladder} messages and of the {@code ladder} part of states. */
    ObjectNode run(RunView view) {
        RunRecord r = view.run();
        ObjectNode run = mapper.createObjectNode();
        run.put("opponent", r.opponent());
        run.put("lastOpponent", ChallengeLadder.LAST_OPPONENT);
        run.put("wins", r.wins());
        run.put("phase", r.phase().wireName());
        run.put("level", view.level());
        run.put("menRemoved", view.menRemoved());
        ObjectNode clock = run.putObject("clock");
        clock.put("wonMs", r.wonMillis());
        clock.put("gameMs", view.gameMillis());
        clock.put("running", view.clockRunning());
        run.put("score", view.score());
        putOrNull(run, "gameId", r.gameId());
        putOrNull(run, "ending", r.ending());
        putOrNull(run, "name", r.name());
        run.put("startedAt", r.startedAt().toString());
        putOrNull(run, "endedAt", r.endedAt().map(Instant::toString));
        run.put("version", r.version());
        return run;
    }

    /** The best runs, best first, each with its rank. */
    ArrayNode best(List<BestRun> best) {
        ArrayNode list = mapper.createArrayNode();
        int rank = 0;
        for (BestRun b : best) {
            ObjectNode entry = list.addObject();
            entry.put("rank", ++rank);
            entry.put("name", b.name());
            entry.put("score", b.score());
            entry.put("wins", b.wins());
            entry.put("wonMs", b.wonMillis());
            entry.put("date", b.endedAt().toString());
        }
        return list;
    }

    private static void putOrNull(ObjectNode node, String name, Optional<String> value) {
        if (value.isPresent()) {
            node.put(name, value.get());
        } else {
            node.putNull(name);
        }
    }
}
