package io.abstractgames.server.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.abstractgames.server.ladder.Ladder;
import io.abstractgames.server.ladder.LadderListener;
import io.abstractgames.server.ladder.LadderRun;
import io.abstractgames.server.ladder.RunView;
import io.abstractgames.server.request.Cause;
import io.abstractgames.server.request.ErrorCode;
import io.abstractgames.server.request.SessionException;
import io.abstractgames.server.session.GameView;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * The challenge-ladder run of one connection ({@code docs/protocol.md}, "The challenge ladder"):
 * answers the {@code ladder_*} messages, sends the run's game as {@code state} messages carrying the
 * run as {@code ladder}, and a {@code ladder} message for the other changes of the run. A
 * connection has at most one run open.
 */
final class LadderChannel {

    private final ObjectMapper mapper;
    private final StateJson json;
    private final LadderJson ladderJson;
    private final Ladder ladder;
    private final Consumer<JsonNode> send;
    private final AtomicReference<Member> current = new AtomicReference<>();
    /** Set when the connection has closed; a run opened after that is let go at once. */
    private volatile boolean shut;

    LadderChannel(ObjectMapper mapper, StateJson json, Ladder ladder, Consumer<JsonNode> send) {
        this.mapper = mapper;
        this.json = json;
        this.ladderJson = new LadderJson(mapper);
        this.ladder = ladder;
        this.send = send;
    }

    /** The tag of a request of this connection. */
    private record Tag(LadderChannel channel, JsonNode requestId) implements Cause {}

    /** This connection as a viewer of one run. */
    private final class Member implements LadderListener {
        final LadderRun run;

        Member(LadderRun run) {
            this.run = run;
        }

        @Override
        public void changed(RunView view, GameView game, Cause cause) {
            JsonNode requestId = cause instanceof Tag t && t.channel() == LadderChannel.this ? t.requestId() : null;
            if (game == null) {
                send.accept(ladderMessage(view, requestId, null));
            } else {
                ObjectNode state = json.state(game, Set.of(LadderRun.HUMAN), LadderRun.HUMAN, requestId);
                state.set("ladder", ladderJson.run(view));
                send.accept(state);
            }
        }
    }

    /**
     * Handles a {@code ladder_*} message.
     *
     * @return false when the type is not a ladder message
     */
    boolean dispatch(String type, Fields f, JsonNode requestId) {
        Tag tag = new Tag(this, requestId);
        switch (type) {
            case "ladder_start" -> {
                Ladder.Started started = ladder.start();
                Member m = enter(started.run());
                send.accept(ladderMessage(m.run.view(), requestId, started.token()));
                m.run.open(m, tag);
            }
            case "ladder_resume" -> {
                LadderRun run = ladder.resume(f.string("token"));
                Member open = current.get();
                Member m = open != null && open.run == run ? open : enter(run);
                send.accept(ladderMessage(run.view(), requestId, null));
                run.open(m, tag);
            }
            case "ladder_move" -> {
                LadderRun run = member().run;
                long version = f.version();
                Fields.ChosenMove move = f.move("ladder_move");
                if (move.text() != null) {
                    run.play(version, move.text(), tag);
                } else {
                    run.playCode(version, move.code(), tag);
                }
            }
            case "ladder_next" -> member().run.next(tag);
            case "ladder_resign" -> member().run.resign(tag);
            case "ladder_name" -> member().run.name(f.string("name"), tag);
            case "ladder_best" -> {
                ObjectNode best = mapper.createObjectNode();
                best.put("type", "ladder_best");
                if (requestId != null) {
                    best.set("requestId", requestId);
                }
                best.set("best", ladderJson.best(ladder.best()));
                send.accept(best);
            }
            case "ladder_close" -> leave();
            default -> {
                return false;
            }
        }
        return true;
    }

    private Member enter(LadderRun run) {
        Member m = new Member(run);
        run.addListener(m);
        release(current.getAndSet(m));
        // closed() sets shut before it takes the member: one of the two lets this one go.
        if (shut && current.compareAndSet(m, null)) {
            release(m);
        }
        return m;
    }

    private Member member() {
        Member m = current.get();
        if (m == null) {
            throw new SessionException(ErrorCode.NO_RUN, "no challenge-ladder run is open here; send ladder_start or ladder_resume first");
        }
        return m;
    }

    /** Stops following the run open here, if any ({@code ladder_close}). */
    private void leave() {
        release(current.getAndSet(null));
    }

    private static void release(Member m) {
        if (m != null) {
            m.run.removeListener(m);
        }
    }

    /** The connection closed: the run open here, and any opened later by a request in flight, is let go. */
    void closed() {
        shut = true;
        leave();
    }

    private ObjectNode ladderMessage(RunView view, JsonNode requestId, String token) {
        ObjectNode msg = mapper.createObjectNode();
        msg.put("type", "ladder");
        if (requestId != null) {
            msg.set("requestId", requestId);
        }
        if (token != null) {
            msg.put("token", token);
        }
        msg.set("run", ladderJson.run(view));
        msg.set("best", ladderJson.best(ladder.best()));
        return msg;
    }
}
