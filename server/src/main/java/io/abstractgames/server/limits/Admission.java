package io.abstractgames.server.limits;

import io.abstractgames.server.request.ErrorCode;
import io.abstractgames.server.request.SessionException;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

/**
 * Counts what the server holds against its {@link Limits}: the connections of the server, of each
 * IP address and of each room, and the rooms (created one at a time, so the count is exact). The
 * spectators of a room are counted by the room itself.
 *
 * <p>Thread-safe.
 */
public final class Admission {

    private final Limits limits;
    private final AtomicInteger connections = new AtomicInteger();
    private final ConcurrentHashMap<String, Integer> addressConnections = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Integer> roomConnections = new ConcurrentHashMap<>();
    private final Object creating = new Object();

    /**
     * Creates the counters, all at 0.
     *
     * @param limits the limits to hold them to
     */
    public Admission(Limits limits) {
        this.limits = Objects.requireNonNull(limits, "limits");
    }

    /**
     * The limits.
     *
     * @return the limits counted against
     */
    public Limits limits() {
        return limits;
    }

    /**
     * Counts a new connection of the server, if there is room for it on the server and for its
     * address.
     *
     * @param address the IP address the connection comes from, as text
     * @return {@link Opening#OPENED} when counted; otherwise, with nothing counted,
     *     {@link Opening#SERVER_FULL} when the server holds {@link Limits#maxConnections()} already
     *     or {@link Opening#ADDRESS_FULL} when {@link Limits#maxConnectionsPerAddress()} come from
     *     that address
     */
    public Opening openConnection(String address) {
        Objects.requireNonNull(address, "address");
        while (true) {
            int n = connections.get();
            if (n >= limits.maxConnections()) {
                return Opening.SERVER_FULL;
            }
            if (connections.compareAndSet(n, n + 1)) {
                break;
            }
        }
        if (!countIn(addressConnections, address, limits.maxConnectionsPerAddress())) {
            connections.decrementAndGet();
            return Opening.ADDRESS_FULL;
        }
        return Opening.OPENED;
    }

    /**
     * A connection counted by {@link #openConnection(String)} closed.
     *
     * @param address the address it was counted for
     */
    public void closeConnection(String address) {
        uncountIn(addressConnections, address);
        connections.decrementAndGet();
    }

    /**
     * The connections held now from one address.
     *
     * @param address an IP address as text
     * @return the count, 0 for an address without connections
     */
    public int addressConnections(String address) {
        return addressConnections.getOrDefault(address, 0);
    }

    /** Adds one to the count of {@code key} unless it is at {@code max} already; whether it did. */
    private static boolean countIn(ConcurrentHashMap<String, Integer> counts, String key, int max) {
        boolean[] counted = new boolean[1];
        counts.compute(key, (k, n) -> {
            int now = n == null ? 0 : n;
            if (now >= max) {
                return n;
            }
            counted[0] = true;
            return now + 1;
        });
        return counted[0];
    }

    /** Takes one from the count of {@code key} counted by {@link #countIn}, forgetting it at 0. */
    private static void uncountIn(ConcurrentHashMap<String, Integer> counts, String key) {
        counts.computeIfPresent(key, (k, n) -> n <= 1 ? null : n - 1);
    }

    /** What {@link #openConnection(String)} did with a new connection. */
    public enum Opening {
        /** Counted: the connection may go on. */
        OPENED,
        /** Not counted: the server holds its maximum of connections. */
        SERVER_FULL,
        /** Not counted: its address has its maximum of connections. */
        ADDRESS_FULL
    }

    /**
     * The connections held now.
     *
     * @return the count
     */
    public int connections() {
        return connections.get();
    }

    /**
     * Counts a connection that opens a room.
     *
     * @param roomId the room's id
     * @throws SessionException {@code room_full} when {@link Limits#maxConnectionsPerRoom()}
     *     connections have it open already (nothing counted)
     */
    public void enterRoom(String roomId) {
        if (!countIn(roomConnections, roomId, limits.maxConnectionsPerRoom())) {
            throw new SessionException(ErrorCode.ROOM_FULL, "room " + roomId + " has its maximum of " + limits.maxConnectionsPerRoom()
                    + " connections open; try again later");
        }
    }

    /**
     * A connection counted by {@link #enterRoom} left the room (closed it, or closed).
     *
     * @param roomId the room's id
     */
    public void leaveRoom(String roomId) {
        uncountIn(roomConnections, roomId);
    }

    /**
     * The connections that have a room open.
     *
     * @param roomId the room's id
     * @return the count, 0 for an unknown room
     */
    public int roomConnections(String roomId) {
        return roomConnections.getOrDefault(roomId, 0);
    }

    /**
     * Creates a room unless the server keeps its maximum already; rooms are created one at a time
     * here, so two requests cannot both take the last place.
     *
     * @param <T> what the creation returns
     * @param rooms the number of rooms kept now
     * @param create makes the room
     * @return what {@code create} returned
     * @throws SessionException {@code too_many_rooms} at {@link Limits#maxRooms()} rooms, and what
     *     {@code create} throws
     */
    public <T> T createRoom(IntSupplier rooms, Supplier<T> create) {
        synchronized (creating) {
            if (rooms.getAsInt() >= limits.maxRooms()) {
                throw new SessionException(ErrorCode.TOO_MANY_ROOMS, "the server keeps its maximum of " + limits.maxRooms()
                        + " rooms; try again later");
            }
            return create.get();
        }
    }
}
