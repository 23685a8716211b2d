/**
 * Online rooms: a {@link io.abstractgames.server.room.Room} seats people by unguessable seat tokens
 * (kept as SHA-256 hashes), lets the rest watch, hands empty, left or long-disconnected seats to
 * the AI and rotates the seats for the next game; {@link io.abstractgames.server.room.Rooms} makes,
 * finds, expires and, after a restart, resumes them. Every change of a room is written to a
 * {@link io.abstractgames.server.room.RoomStore} (as a {@link io.abstractgames.server.room.RoomRecord})
 * before it is acknowledged. Time comes from an injected clock and
 * {@link io.abstractgames.server.room.Scheduler}.
 */
package io.abstractgames.server.room;
