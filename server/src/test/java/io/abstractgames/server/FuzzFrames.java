package io.abstractgames.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Malformed and hostile frames for the fuzz test, drawn from a seeded {@link Random}: every frame
 * is one the server must refuse (an error reply), or one above the size limit (a close). Frames are
 * aimed at a player who is not to move in room A, a room B the connection has not opened, and a
 * room C whose game is over; none can be a request the server would carry out.
 */
final class FuzzFrames {

    /**
     * One frame: its text, the {@code requestId} the error must carry (or null), whether it closes,
     * what kind it is, and the error codes it may get (empty: any).
     */
    record Frame(String text, String requestId, boolean closes, String kind, Set<String> codes) {}

    private static final Set<String> MALFORMED = Set.of("malformed");
    private static final Set<String> ANY = Set.of();

    /** What the frames aim at. */
    record Targets(String roomA, String gameA, int versionA, List<String> playedA, List<String> otherSeatMovesA, List<String> otherSeatCodesA,
            String tokenA, String otherTokenA, String roomB, String roomC, int versionC) {}

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Set<String> KNOWN = Set.of("new", "open", "close", "move", "pass", "undo", "restart", "resign", "games",
            "room_create", "room_open", "room_join", "room_fill", "room_move", "room_leave", "room_again", "room_close");

    private final Random random;
    private final Targets t;
    private int count;

    FuzzFrames(long seed, Targets targets) {
        this.random = new Random(seed);
        this.t = targets;
    }

    /** The next frame; every {@code oversizedEvery}-th is above the size limit of {@code maxBytes}. */
    Frame next(int oversizedEvery, int maxBytes) {
        count++;
        if (count % oversizedEvery == 0) {
            return oversized(maxBytes);
        }
        int k = random.nextInt(100);
        if (k < 12) {
            return brokenJson();
        } else if (k < 18) {
            return notAnObject();
        } else if (k < 24) {
            return badType();
        } else if (k < 32) {
            return unknownType();
        } else if (k < 56) {
            return wrongFieldType();
        } else if (k < 62) {
            return wrongRequestId();
        } else if (k < 68) {
            return hugeNumber();
        } else if (k < 72) {
            return deepNesting();
        } else if (k < 80) {
            return anotherSeat();
        } else if (k < 87) {
            return anotherRoom();
        } else if (k < 93) {
            return afterTheEnd();
        }
        return replayed();
    }

    // ----- the kinds of frames -----

    private Frame brokenJson() {
        int how = random.nextInt(4);
        if (how == 0) {
            // A prefix of an object's text is never JSON.
            String text = anyTemplate().toString();
            return new Frame(text.substring(0, random.nextInt(text.length())), null, false, "truncated", MALFORMED);
        }
        if (how == 1) {
            return new Frame(garbage(1 + random.nextInt(200)), null, false, "garbage", MALFORMED);
        }
        // A move for the seat not to move in room A, with a character put in or taken out: whatever
        // it reads as, it is refused.
        StringBuilder text = new StringBuilder(moveA(t.versionA(), pick(t.otherSeatMovesA())).toString());
        int at = random.nextInt(text.length());
        if (how == 2) {
            text.insert(at, oneOf("{}[]\",:\\ 0x-"));
        } else {
            text.deleteCharAt(at);
        }
        return new Frame(text.toString(), null, false, "mangled", ANY);
    }

    private Frame notAnObject() {
        String[] texts = {"[1,2,3]", "\"games\"", "42", "-0.5e3", "true", "false", "null", "[]", "[{\"type\":\"games\"}]", "\"\"",
            "[\"type\",\"games\"]", String.valueOf(random.nextLong())};
        return new Frame(texts[random.nextInt(texts.length)], null, false, "not an object", MALFORMED);
    }

    private Frame badType() {
        String id = requestId();
        String[] types = {"7", "null", "[\"games\"]", "{\"a\":1}", "true", "1.5", "[]"};
        int how = random.nextInt(types.length + 2);
        if (how == types.length) {
            return new Frame("{\"requestId\":\"" + id + "\"}", id, false, "no type", MALFORMED);
        }
        if (how == types.length + 1) {
            return new Frame("{\"Type\":\"games\",\"requestId\":\"" + id + "\"}", id, false, "no type", MALFORMED);
        }
        return new Frame("{\"type\":" + types[how] + ",\"requestId\":\"" + id + "\"}", id, false, "type not a string", MALFORMED);
    }

    private Frame unknownType() {
        String[] near = {"Room_move", "room_move ", " room_move", "room-move", "ROOM_MOVE", "move\u0000", "room_moves", "roommove",
            "", "games!", "new\t", "r\u00f6om_move", "\u623f\u95f4", "room_", "ladder?"};
        String type;
        if (random.nextBoolean()) {
            type = near[random.nextInt(near.length)];
        } else {
            StringBuilder b = new StringBuilder();
            int n = 1 + random.nextInt(16);
            for (int i = 0; i < n; i++) {
                b.append(oneOf("abcdefghijklmnopqrstuvwxyz_ABCZ019-."));
            }
            type = b.append('!').toString();
        }
        if (KNOWN.contains(type)) {
            throw new AssertionError("a known type: " + type);
        }
        ObjectNode message = moveA(t.versionA(), pick(t.otherSeatMovesA()));
        message.put("type", type);
        return withId(message, "unknown type", Set.of("unknown_type"));
    }

    /** A template with one field set to a value of the wrong type or out of range. */
    private Frame wrongFieldType() {
        ObjectNode message;
        String field;
        List<JsonNode> wrong;
        switch (random.nextInt(16)) {
            case 0 -> {
                message = moveA(t.versionA(), pick(t.otherSeatMovesA()));
                field = pick(List.of("roomId", "version", "move"));
                wrong = field.equals("version") ? notVersion() : requiredString();
            }
            case 1 -> {
                message = roomMove(t.roomC(), t.versionC(), "a2-a3");
                field = pick(List.of("roomId", "version", "move"));
                wrong = field.equals("version") ? notVersion() : requiredString();
            }
            case 2 -> {
                message = roomMove(t.roomB(), 0, "e2-e3");
                field = pick(List.of("roomId", "version", "move"));
                wrong = field.equals("version") ? notVersion() : requiredString();
            }
            case 3 -> {
                message = message("room_join").put("roomId", t.roomA());
                field = "roomId";
                wrong = requiredString();
            }
            case 4 -> {
                message = message("room_open").put("roomId", t.roomB()).put("token", t.tokenA());
                field = pick(List.of("roomId", "token"));
                wrong = field.equals("token") ? notString() : requiredString();
            }
            case 5 -> {
                message = message("room_create").put("game", "breakthrough").put("players", 2);
                field = pick(List.of("game", "players"));
                wrong = field.equals("game") ? requiredString() : values("0", "1", "4", "2.5", "\"2\"", "true", "[]", "{}", "9999999999", "-2");
            }
            case 6 -> {
                message = message("new").put("game", "konane").put("mode", "ai").put("level", "beginner").put("seat", 0);
                field = pick(List.of("game", "mode", "level", "seat", "players", "position"));
                wrong = switch (field) {
                    case "game", "mode" -> requiredString();
                    case "seat" -> values("-1", "2", "1.5", "\"0\"", "true", "[]", "{}", "4294967296");
                    case "players" -> values("1", "3", "2.5", "\"2\"", "[]", "{}", "true", "0");
                    default -> notString();
                };
            }
            case 7 -> {
                message = message("move").put("gameId", t.gameA()).put("version", t.versionA()).put("move", pick(t.otherSeatMovesA()));
                field = pick(List.of("gameId", "version", "move"));
                wrong = field.equals("version") ? notVersion() : requiredString();
            }
            case 8 -> {
                message = message("open").put("gameId", t.gameA());
                field = "gameId";
                wrong = requiredString();
            }
            case 9 -> {
                message = message("resign").put("gameId", t.gameA()).put("seat", 0);
                field = pick(List.of("gameId", "seat"));
                wrong = field.equals("seat") ? values("-1", "2", "1.5", "\"0\"", "[]") : requiredString();
            }
            case 10 -> {
                message = message(pick(List.of("undo", "pass"))).put("gameId", t.gameA()).put("version", t.versionA());
                field = pick(List.of("gameId", "version"));
                wrong = field.equals("version") ? notVersion() : requiredString();
            }
            case 11 -> {
                message = message("restart").put("gameId", t.gameA());
                field = "gameId";
                wrong = requiredString();
            }
            case 12 -> {
                message = message(pick(List.of("room_fill", "room_again"))).put("roomId", t.roomA());
                field = "roomId";
                wrong = requiredString();
            }
            case 13 -> {
                message = message("room_leave").put("roomId", t.roomB());
                field = "roomId";
                wrong = requiredString();
            }
            case 14 -> {
                message = message("room_close").put("roomId", t.roomA());
                field = "roomId";
                wrong = requiredString();
            }
            default -> {
                message = message("close").put("gameId", t.gameA());
                field = "gameId";
                wrong = requiredString();
            }
        }
        message.set(field, pick(wrong));
        return withId(message, "wrong " + field, ANY);
    }

    /**
     * Any message, the dangerous ones too (a resignation in room A, "again" in room C), with a
     * {@code requestId} of the wrong type: refused before it is read further.
     */
    private Frame wrongRequestId() {
        ObjectNode message = switch (random.nextInt(6)) {
            case 0 -> message("room_leave").put("roomId", t.roomA());
            case 1 -> message("room_again").put("roomId", t.roomC());
            case 2 -> message("room_create").put("game", "bashni");
            case 3 -> message("new").put("game", "konane").put("mode", "local");
            case 4 -> message("games");
            default -> message("room_open").put("roomId", t.roomB());
        };
        message.set("requestId", pick(values("{\"a\":1}", "[1]", "true", "1.5", "null", "-0.25", "123456789012345678901234567890",
                "\"" + "r".repeat(65) + "\"")));
        return new Frame(message.toString(), null, false, "wrong requestId", Set.of("bad_request"));
    }

    private Frame hugeNumber() {
        String id = requestId();
        String digits = "9".repeat(101 + random.nextInt(2000));
        String[] numbers = {"1e400", "-1e400", "1e999999999", "123456789012345678901234567890", "9223372036854775808",
            "-9223372036854775809", "-1", digits, "0." + digits, digits + "e5"};
        String number = numbers[random.nextInt(numbers.length)];
        String text = switch (random.nextInt(4)) {
            case 0 -> "{\"type\":\"room_move\",\"roomId\":\"" + t.roomA() + "\",\"version\":" + number + ",\"move\":\"e2-e3\",\"requestId\":\"" + id + "\"}";
            case 1 -> "{\"type\":\"room_create\",\"game\":\"breakthrough\",\"players\":" + number + ",\"requestId\":\"" + id + "\"}";
            case 2 -> "{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"ai\",\"level\":\"beginner\",\"seat\":" + number
                    + ",\"requestId\":\"" + id + "\"}";
            default -> "{\"type\":\"room_move\",\"roomId\":\"" + t.roomA() + "\",\"version\":" + t.versionA() + ",\"code\":\"" + number
                    + "\",\"requestId\":\"" + id + "\"}";
        };
        // A number longer than the parser reads stops it before the requestId.
        boolean tooLong = number.length() > 100 && !text.contains("\"" + number + "\"");
        return new Frame(text, tooLong ? null : id, false, tooLong ? "number too long" : "huge number", tooLong ? MALFORMED : ANY);
    }

    private Frame deepNesting() {
        int depth = 40 + random.nextInt(random.nextBoolean() ? 200 : 10_000);
        String text = switch (random.nextInt(4)) {
            case 0 -> "{\"type\":\"games\",\"x\":" + "[".repeat(depth) + "]".repeat(depth) + "}";
            case 1 -> "{\"type\":\"games\",\"x\":" + "{\"a\":".repeat(depth) + "1" + "}".repeat(depth) + "}";
            case 2 -> "[".repeat(depth) + "]".repeat(depth);
            default -> "{\"type\":\"games\",\"requestId\":" + "[".repeat(depth);
        };
        return new Frame(text, null, false, "deep nesting " + depth, MALFORMED);
    }

    private Frame oversized(int maxBytes) {
        int size = maxBytes + 1 + random.nextInt(maxBytes);
        String text = switch (random.nextInt(4)) {
            case 0 -> "{\"type\":\"games\",\"padding\":\"" + "x".repeat(size) + "\"}";
            case 1 -> "[".repeat(size);
            case 2 -> garbage(size);
            default -> "{\"type\":\"room_move\",\"roomId\":\"" + t.roomA() + "\",\"version\":" + t.versionA() + ",\"move\":\""
                    + "e2-e3".repeat(size / 5) + "\"}";
        };
        return new Frame(text, null, true, "oversized", ANY);
    }

    /** A move of the seat to move in room A, sent by the other seat: as text or as its code, refused. */
    private Frame anotherSeat() {
        ObjectNode message = random.nextBoolean() ? moveA(t.versionA(), pick(t.otherSeatMovesA()))
                : roomMoveCode(t.roomA(), t.versionA(), pick(t.otherSeatCodesA()));
        return withId(message, "another seat", Set.of("not_your_turn"));
    }

    private Frame anotherRoom() {
        ObjectNode message = switch (random.nextInt(5)) {
            case 0 -> roomMove(t.roomB(), random.nextInt(20), "e2-e3");
            case 1 -> message("room_open").put("roomId", t.roomB()).put("token", random.nextBoolean() ? t.tokenA() : t.otherTokenA());
            case 2 -> message(pick(List.of("room_join", "room_leave", "room_again", "room_fill"))).put("roomId", t.roomB());
            case 3 -> roomMove(randomId(22), 0, "e2-e3");
            default -> message("room_open").put("roomId", randomId(22));
        };
        return withId(message, "another room", Set.of("no_such_room", "unknown_token"));
    }

    private Frame afterTheEnd() {
        ObjectNode message = switch (random.nextInt(4)) {
            case 0 -> roomMove(t.roomC(), t.versionC(), pick(List.of("a2-a3", "e7-e6", "h2-h3", "zz")));
            case 1 -> roomMove(t.roomC(), random.nextInt(t.versionC()), "a2-a3");
            case 2 -> message("room_leave").put("roomId", t.roomC());
            default -> message("room_fill").put("roomId", t.roomC());
        };
        return withId(message, "after the end", Set.of("game_over", "stale", "room_started"));
    }

    /** A move played earlier in room A, sent again with the version it was played at. */
    private Frame replayed() {
        int version = random.nextInt(t.playedA().size());
        return withId(roomMove(t.roomA(), version, t.playedA().get(version)), "replayed", Set.of("stale"));
    }

    // ----- helpers -----

    private ObjectNode anyTemplate() {
        return switch (random.nextInt(4)) {
            case 0 -> moveA(t.versionA(), pick(t.otherSeatMovesA()));
            case 1 -> message("room_create").put("game", "breakthrough");
            case 2 -> message("room_open").put("roomId", t.roomB());
            default -> message("new").put("game", "konane").put("mode", "local");
        };
    }

    private ObjectNode moveA(int version, String move) {
        return roomMove(t.roomA(), version, move);
    }

    private static ObjectNode roomMove(String roomId, int version, String move) {
        return message("room_move").put("roomId", roomId).put("version", version).put("move", move);
    }

    private static ObjectNode roomMoveCode(String roomId, int version, String code) {
        return message("room_move").put("roomId", roomId).put("version", version).put("code", code);
    }

    private static ObjectNode message(String type) {
        return MAPPER.createObjectNode().put("type", type);
    }

    private Frame withId(ObjectNode message, String kind, Set<String> codes) {
        String id = requestId();
        message.put("requestId", id);
        return new Frame(message.toString(), id, false, kind, codes);
    }

    private String requestId() {
        return "f" + count;
    }

    private List<JsonNode> requiredString() {
        List<JsonNode> values = new java.util.ArrayList<>(notString());
        values.add(MAPPER.nullNode());
        return values;
    }

    private static List<JsonNode> notString() {
        return values("7", "-1", "1.5", "true", "false", "[]", "{}", "[\"a\"]", "{\"a\":\"b\"}", "1e400");
    }

    private static List<JsonNode> notVersion() {
        return values("-1", "1.5", "\"4\"", "true", "[]", "{}", "null", "1e400", "123456789012345678901234567890",
                "-9223372036854775809", "[4]");
    }

    private static List<JsonNode> values(String... json) {
        // Big decimals, so that 1e400 is written back as a number, not as the string "Infinity".
        ObjectMapper lenient = new ObjectMapper().enable(com.fasterxml.jackson.databind.DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
        return java.util.Arrays.stream(json).map(text -> {
            try {
                return lenient.readTree(text);
            } catch (java.io.IOException e) {
                throw new IllegalArgumentException(text, e);
            }
        }).toList();
    }

    private char oneOf(String chars) {
        return chars.charAt(random.nextInt(chars.length()));
    }

    private <T> T pick(List<T> options) {
        return options.get(random.nextInt(options.size()));
    }

    private String garbage(int length) {
        StringBuilder b = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            int kind = random.nextInt(10);
            if (kind < 6) {
                b.append((char) (0x20 + random.nextInt(0x5f)));
            } else if (kind < 8) {
                b.append(oneOf("{}[]\":,"));
            } else if (kind < 9) {
                b.append((char) random.nextInt(0x20));
            } else {
                b.append((char) (0xa0 + random.nextInt(0xd000 - 0xa0)));
            }
        }
        // Never an object with a string type by chance.
        return b.charAt(0) == '{' ? "#" + b.substring(1) : b.toString();
    }

    private String randomId(int length) {
        StringBuilder b = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            b.append(oneOf("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"));
        }
        return b.toString();
    }
}
