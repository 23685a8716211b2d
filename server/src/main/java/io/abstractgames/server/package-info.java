/**
 * The game server: an embedded HTTP and WebSocket server that serves the web client and runs
 * authoritative game sessions (every move checked by the engine) against the AI or with every seat
 * on one device. The protocol is documented in {@code docs/protocol.md}.
 *
 * <p>Layers: {@link io.abstractgames.server.protocol} reads and writes the JSON messages and
 * decides which seats a connection holds; {@link io.abstractgames.server.session} runs each game
 * (every request names the seats its sender holds, so seat tokens and rooms only change who holds
 * what); {@link io.abstractgames.server.room} runs online rooms; {@link io.abstractgames.server.ladder}
 * runs Bashni's challenge ladder (runs under hashed run tokens, the thinking clock, the best runs);
 * {@link io.abstractgames.server.store} keeps each game as settings plus events, written
 * before they are acknowledged; {@link io.abstractgames.server.db} keeps games and rooms in the
 * data folder's SQLite database, so that a restarted server resumes them.
 */
package io.abstractgames.server;
