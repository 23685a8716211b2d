package io.abstractgames.server.limits;

/**
 * The server's limits on what clients may ask of it ({@code docs/protocol.md}, "Limits"). Each
 * limit is answered with an error reply or a WebSocket close code when it is reached.
 *
 * @param messagesPerSecond the steady rate of messages one connection may send, per second: a
 *     token bucket refilled at this rate; a message that finds it empty is refused with the error
 *     {@code rate_limited} and not handled
 * @param messageBurst how many messages one connection may send at once: the bucket's size
 * @param floodRefusals how many messages one connection may have refused for the rate since its
 *     bucket was last full; the one that reaches it closes the connection with close code 1008
 *     (policy violation)
 * @param maxConnections how many WebSocket connections the server holds at once; one more is
 *     closed at once with close code 1013 (try again later)
 * @param maxConnectionsPerAddress how many of them may come from one IP address (the peer of the
 *     TCP connection: behind a reverse proxy every client has the proxy's address, so raise it
 *     there); one more from that address is closed at once with close code 1013
 * @param maxRooms how many rooms the server keeps at once; a {@code room_create} beyond it is
 *     refused with {@code too_many_rooms}
 * @param maxConnectionsPerRoom how many connections may have one room open at once; a
 *     {@code room_open} beyond it is refused with {@code room_full}
 * @param maxSpectatorsPerRoom how many participants without a seat one room keeps (those who
 *     opened it and have not joined, and those who watch; their tokens stay valid while the room
 *     lasts); a {@code room_open} without a token beyond it is refused with
 *     {@code too_many_spectators}
 * @param maxGamesPerConnection how many games outside rooms and ladder runs one connection may
 *     have open at once (made with {@code new}, or opened with {@code open} or a request naming
 *     them); one more is refused with {@code too_many_games}
 */
public record Limits(int messagesPerSecond, int messageBurst, int floodRefusals, int maxConnections,
        int maxConnectionsPerAddress, int maxRooms, int maxConnectionsPerRoom, int maxSpectatorsPerRoom, int maxGamesPerConnection) {

    /** The default steady rate: 20 messages per second per connection. */
    public static final int DEFAULT_MESSAGES_PER_SECOND = 20;
    /** The default burst: 40 messages at once. */
    public static final int DEFAULT_MESSAGE_BURST = 40;
    /** The default number of refusals for the rate that closes a connection: 100. */
    public static final int DEFAULT_FLOOD_REFUSALS = 100;
    /** The default number of connections per server: 1000. */
    public static final int DEFAULT_MAX_CONNECTIONS = 1000;
    /** The default number of connections from one IP address: 50. */
    public static final int DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 50;
    /** The default number of rooms per server: 1000. */
    public static final int DEFAULT_MAX_ROOMS = 1000;
    /** The default number of connections per room: 32. */
    public static final int DEFAULT_MAX_CONNECTIONS_PER_ROOM = 32;
    /** The default number of spectators per room: 64. */
    public static final int DEFAULT_MAX_SPECTATORS_PER_ROOM = 64;
    /** The default number of games one connection may have open: 32. */
    public static final int DEFAULT_MAX_GAMES_PER_CONNECTION = 32;

    /**
     * Checks the limits.
     *
     * @throws IllegalArgumentException if a limit is below 1 (naming it)
     */
    public Limits {
        atLeastOne("messagesPerSecond", messagesPerSecond);
        atLeastOne("messageBurst", messageBurst);
        atLeastOne("floodRefusals", floodRefusals);
        atLeastOne("maxConnections", maxConnections);
        atLeastOne("maxConnectionsPerAddress", maxConnectionsPerAddress);
        atLeastOne("maxRooms", maxRooms);
        atLeastOne("maxConnectionsPerRoom", maxConnectionsPerRoom);
        atLeastOne("maxSpectatorsPerRoom", maxSpectatorsPerRoom);
        atLeastOne("maxGamesPerConnection", maxGamesPerConnection);
    }

    /**
     * The defaults (the {@code DEFAULT_} constants).
     *
     * @return the default limits
     */
    public static Limits defaults() {
        return new Limits(DEFAULT_MESSAGES_PER_SECOND, DEFAULT_MESSAGE_BURST, DEFAULT_FLOOD_REFUSALS, DEFAULT_MAX_CONNECTIONS,
                DEFAULT_MAX_CONNECTIONS_PER_ADDRESS, DEFAULT_MAX_ROOMS, DEFAULT_MAX_CONNECTIONS_PER_ROOM,
                DEFAULT_MAX_SPECTATORS_PER_ROOM, DEFAULT_MAX_GAMES_PER_CONNECTION);
    }

    /**
     * These limits with another message rate.
     *
     * @param perSecond the steady rate, messages per second per connection, at least 1
     * @param burst the bucket's size, at least 1
     * @param refusals the refusals that close a flooding connection, at least 1
     * @return new limits
     * @throws IllegalArgumentException if a value is below 1
     */
    public Limits withMessageRate(int perSecond, int burst, int refusals) {
        return new Limits(perSecond, burst, refusals, maxConnections, maxConnectionsPerAddress, maxRooms, maxConnectionsPerRoom,
                maxSpectatorsPerRoom, maxGamesPerConnection);
    }

    /**
     * These limits with another number of connections per server.
     *
     * @param max at least 1
     * @return new limits
     * @throws IllegalArgumentException if {@code max} is below 1
     */
    public Limits withMaxConnections(int max) {
        return new Limits(messagesPerSecond, messageBurst, floodRefusals, max, maxConnectionsPerAddress, maxRooms,
                maxConnectionsPerRoom, maxSpectatorsPerRoom, maxGamesPerConnection);
    }

    /**
     * These limits with another number of connections from one IP address.
     *
     * @param max at least 1
     * @return new limits
     * @throws IllegalArgumentException if {@code max} is below 1
     */
    public Limits withMaxConnectionsPerAddress(int max) {
        return new Limits(messagesPerSecond, messageBurst, floodRefusals, maxConnections, max, maxRooms,
                maxConnectionsPerRoom, maxSpectatorsPerRoom, maxGamesPerConnection);
    }

    /**
     * These limits with another number of rooms per server.
     *
     * @param max at least 1
     * @return new limits
     * @throws IllegalArgumentException if {@code max} is below 1
     */
    public Limits withMaxRooms(int max) {
        return new Limits(messagesPerSecond, messageBurst, floodRefusals, maxConnections, maxConnectionsPerAddress, max,
                maxConnectionsPerRoom, maxSpectatorsPerRoom, maxGamesPerConnection);
    }

    /**
     * These limits with another number of connections per room.
     *
     * @param max at least 1
     * @return new limits
     * @throws IllegalArgumentException if {@code max} is below 1
     */
    public Limits withMaxConnectionsPerRoom(int max) {
        return new Limits(messagesPerSecond, messageBurst, floodRefusals, maxConnections, maxConnectionsPerAddress, maxRooms, max,
                maxSpectatorsPerRoom, maxGamesPerConnection);
    }

    /**
     * These limits with another number of spectators per room.
     *
     * @param max at least 1
     * @return new limits
     * @throws IllegalArgumentException if {@code max} is below 1
     */
    public Limits withMaxSpectatorsPerRoom(int max) {
        return new Limits(messagesPerSecond, messageBurst, floodRefusals, maxConnections, maxConnectionsPerAddress, maxRooms,
                maxConnectionsPerRoom, max, maxGamesPerConnection);
    }

    /**
     * These limits with another number of games per connection.
     *
     * @param max at least 1
     * @return new limits
     * @throws IllegalArgumentException if {@code max} is below 1
     */
    public Limits withMaxGamesPerConnection(int max) {
        return new Limits(messagesPerSecond, messageBurst, floodRefusals, maxConnections, maxConnectionsPerAddress, maxRooms,
                maxConnectionsPerRoom, maxSpectatorsPerRoom, max);
    }

    private static void atLeastOne(String name, int value) {
        if (value < 1) {
            throw new IllegalArgumentException(name + " " + value + ": expected at least 1");
        }
    }
}
