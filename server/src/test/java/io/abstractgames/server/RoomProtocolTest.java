package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Rooms through the protocol: create, invite, join, play with tokens, spectators, the refusals. */
class RoomProtocolTest {

    @RegisterExtension
    static final RunningServer server = RunningServer.inMemory();

    private static JsonNode answer(WsClient client, int requestId) throws InterruptedException {
        return client.next(m -> m.path("requestId").asInt(-1) == requestId && !"state".equals(m.path("type").asText()));
    }

    @Test
    void twoPeoplePlayThroughARoomAndAThirdWatches() throws Exception {
        try (WsClient alice = server.client(); WsClient bob = server.client(); WsClient carol = server.client()) {
            alice.send("{\"type\":\"room_create\",\"game\":\"breakthrough\",\"players\":2,\"requestId\":1}");
            JsonNode created = answer(alice, 1);
            assertEquals("room", created.path("type").asText());
            String roomId = created.path("roomId").asText();
            String aliceToken = created.path("token").asText();
            assertEquals(0, created.path("you").path("seat").asInt());
            assertTrue(created.path("inviteUrl").isNull(), "a loopback address is no invite");
            assertFalse(created.path("inviteNote").asText().isEmpty());
            assertTrue(created.path("localUrl").asText().endsWith("/?room=" + roomId));
            JsonNode board = created.path("board");
            assertEquals(0, board.path("frame").asInt(), "the creator's seat orients the waiting board");
            assertEquals(64, board.path("layout").path("points").size());
            assertEquals(32, board.path("contents").size(), "the start position's 32 pieces");
            assertEquals("bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww w", board.path("position").asText());

            bob.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"requestId\":2}");
            JsonNode opened = answer(bob, 2);
            assertTrue(opened.path("you").path("seat").isNull(), "a visitor watches until they join");
            assertEquals(32, opened.path("board").path("contents").size(), "a visitor sees the waiting board too");
            String bobToken = opened.path("token").asText();
            bob.send("{\"type\":\"room_join\",\"roomId\":\"" + roomId + "\",\"requestId\":3}");
            JsonNode joined = answer(bob, 3);
            assertEquals(1, joined.path("you").path("seat").asInt());
            assertTrue(joined.path("started").asBoolean());
            assertTrue(joined.path("board").isNull(), "once started, the game's states draw the board");

            JsonNode aliceState = alice.next("state");
            assertTrue(aliceState.path("yourTurn").asBoolean());
            assertEquals(roomId, aliceState.path("roomId").asText());
            alice.send("{\"type\":\"room_move\",\"roomId\":\"" + roomId + "\",\"version\":0,\"move\":\"e2-e3\",\"requestId\":4}");
            JsonNode bobTurn = bob.next(m -> "state".equals(m.path("type").asText()) && m.path("version").asInt() == 1);
            assertTrue(bobTurn.path("yourTurn").asBoolean());

            carol.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"requestId\":5}");
            answer(carol, 5);
            carol.send("{\"type\":\"room_join\",\"roomId\":\"" + roomId + "\",\"requestId\":6}");
            assertTrue(answer(carol, 6).path("you").path("seat").isNull(), "joining after the start makes a spectator");
            carol.send("{\"type\":\"room_move\",\"roomId\":\"" + roomId + "\",\"version\":1,\"move\":\"e7-e6\",\"requestId\":7}");
            JsonNode refused = answer(carol, 7);
            assertEquals("not_seated", refused.path("code").asText());

            String gameId = aliceState.path("gameId").asText();
            carol.send("{\"type\":\"move\",\"gameId\":\"" + gameId + "\",\"version\":1,\"move\":\"e7-e6\",\"requestId\":8}");
            assertEquals("no_such_game", answer(carol, 8).path("code").asText(), "a room's game is not played by its id");

            try (WsClient bobAgain = server.client()) {
                bobAgain.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"token\":\"" + aliceToken + "x\",\"requestId\":9}");
                assertEquals("unknown_token", answer(bobAgain, 9).path("code").asText());
                bobAgain.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"token\":\"" + bobToken + "\",\"requestId\":10}");
                JsonNode back = answer(bobAgain, 10);
                assertEquals(1, back.path("you").path("seat").asInt(), "the token brings Bob back to his seat");
                assertTrue(back.path("token").isMissingNode());
                bobAgain.send("{\"type\":\"room_move\",\"roomId\":\"" + roomId + "\",\"version\":1,\"move\":\"e7-e6\",\"requestId\":11}");
                JsonNode moved = bobAgain.next(m -> m.path("requestId").asInt(-1) == 11);
                assertEquals("state", moved.path("type").asText());
                assertEquals(2, moved.path("version").asInt());
            }
        }
    }

    @Test
    void aWaitingRoomShowsTheStartPositionInEachParticipantsFrame() throws Exception {
        try (WsClient alice = server.client(); WsClient bob = server.client()) {
            alice.send("{\"type\":\"room_create\",\"game\":\"diamond\",\"players\":3,\"requestId\":1}");
            JsonNode created = answer(alice, 1);
            String roomId = created.path("roomId").asText();
            assertEquals(45, created.path("board").path("contents").size(), "the 15 pieces of each of the three players");
            assertTrue(created.path("board").path("position").asText().startsWith("3 r "), created.path("board").path("position").asText());

            bob.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"requestId\":2}");
            assertEquals(0, answer(bob, 2).path("board").path("frame").asInt(), "a visitor sees Red's frame");
            bob.send("{\"type\":\"room_join\",\"roomId\":\"" + roomId + "\",\"requestId\":3}");
            JsonNode joined = answer(bob, 3);
            assertFalse(joined.path("started").asBoolean(), "a seat is still empty");
            JsonNode board = joined.path("board");
            assertEquals(1, board.path("frame").asInt(), "Yellow's seat orients Bob's board");
            JsonNode tip = board.path("layout").path("points").get(0);
            assertEquals("1.1", tip.path("name").asText());
            assertFalse("1.1".equals(tip.path("label").asText()), "Red's apex has another name in Yellow's frame");
        }
    }

    @Test
    void aTokenIsCheckedAlsoWhenTheConnectionHasTheRoomOpen() throws Exception {
        try (WsClient alice = server.client(); WsClient bob = server.client()) {
            alice.send("{\"type\":\"room_create\",\"game\":\"breakthrough\",\"requestId\":1}");
            JsonNode created = answer(alice, 1);
            String roomId = created.path("roomId").asText();
            String aliceToken = created.path("token").asText();
            bob.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"requestId\":2}");
            String bobToken = answer(bob, 2).path("token").asText();
            alice.next(m -> "room".equals(m.path("type").asText()) && m.path("spectators").asInt() == 1);

            alice.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"token\":\"forged\",\"requestId\":3}");
            JsonNode forged = answer(alice, 3);
            assertEquals("unknown_token", forged.path("code").asText(), "answered " + forged.path("type").asText());
            alice.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"token\":\"" + bobToken + "\",\"requestId\":4}");
            JsonNode other = answer(alice, 4);
            assertEquals("bad_request", other.path("code").asText(), "answered " + other.path("type").asText());
            assertTrue(other.path("message").asText().contains("room_close"), other.path("message").asText());
            alice.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"token\":\"" + aliceToken + "\",\"requestId\":5}");
            JsonNode own = answer(alice, 5);
            assertEquals("room", own.path("type").asText(), own.path("message").asText());
            assertEquals(0, own.path("you").path("participant").asInt());
            assertEquals(1, own.path("spectators").asInt(), "nothing changed in the room");
            assertTrue(alice.idle(), "no other message: " + alice.drain());
            assertTrue(bob.drain().stream().noneMatch(m -> "room".equals(m.path("type").asText()) && m.path("spectators").asInt() != 1),
                    "the room did not change for the others");
        }
    }

    /** Every message a client was sent until the answer to a request sent now (handled after everything before it). */
    private static List<String> untilSync(WsClient client) throws InterruptedException {
        client.send("{\"type\":\"room_open\",\"roomId\":\"-\",\"requestId\":\"sync\"}");
        List<String> messages = new ArrayList<>();
        while (true) {
            JsonNode m = client.next();
            if ("sync".equals(m.path("requestId").asText())) {
                return messages;
            }
            messages.add(m.path("type").asText() + (m.has("requestId") ? " " + m.path("requestId").asText() : ""));
        }
    }

    @Test
    void aRequestIsAnsweredByOneRoomMessageBeforeTheStateOfTheGame() throws Exception {
        try (WsClient alice = server.client(); WsClient bob = server.client()) {
            alice.send("{\"type\":\"room_create\",\"game\":\"breakthrough\",\"requestId\":1}");
            String roomId = answer(alice, 1).path("roomId").asText();
            bob.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"requestId\":2}");
            String bobToken = answer(bob, 2).path("token").asText();
            bob.send("{\"type\":\"room_join\",\"roomId\":\"" + roomId + "\",\"requestId\":3}");
            assertEquals(List.of("room 3", "state 3"), untilSync(bob), "the join that starts the game: the room, then the first state, both its answers");
            alice.send("{\"type\":\"room_leave\",\"roomId\":\"" + roomId + "\",\"requestId\":4}");
            assertEquals(List.of("room", "room", "state", "state 4", "room 4"), untilSync(alice),
                    "bob's open and join, the game's start, then the resignation's state and the room");
            untilSync(bob);

            bob.send("{\"type\":\"room_again\",\"roomId\":\"" + roomId + "\",\"requestId\":5}");
            assertEquals(List.of("room 5", "state 5"), untilSync(bob), "room_again: the room, then the new game's state");
            assertEquals(List.of("room", "state"), untilSync(alice));

            try (WsClient bobAgain = server.client()) {
                bobAgain.next("hello");
                bobAgain.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"token\":\"" + bobToken + "\",\"requestId\":6}");
                assertEquals(List.of("room 6", "state 6"), untilSync(bobAgain), "room_open of a started room: the answer, then the state, both with the requestId");
                bobAgain.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"token\":\"" + bobToken + "\",\"requestId\":7}");
                assertEquals(List.of("room 7"), untilSync(bobAgain), "open already: the answer alone");
            }
        }
    }

    @Test
    void roomRequestsNameTheirProblems() throws Exception {
        try (WsClient client = server.client()) {
            client.send("{\"type\":\"room_open\",\"roomId\":\"AAAAAAAAAAAAAAAAAAAAAA\",\"requestId\":1}");
            assertEquals("no_such_room", answer(client, 1).path("code").asText());
            client.send("{\"type\":\"room_join\",\"roomId\":\"AAAAAAAAAAAAAAAAAAAAAA\",\"requestId\":2}");
            assertEquals("no_such_room", answer(client, 2).path("code").asText());
            client.send("{\"type\":\"room_create\",\"game\":\"breakthrough\",\"players\":3,\"requestId\":3}");
            assertEquals("bad_request", answer(client, 3).path("code").asText());
            client.send("{\"type\":\"new\",\"game\":\"breakthrough\",\"mode\":\"room\",\"level\":\"beginner\",\"requestId\":4}");
            assertEquals("bad_request", answer(client, 4).path("code").asText());
        }
    }
}
