/**
 * The game server: an embedded HTTP and WebSocket server that serves the web client and runs
 * authoritative game sessions (every move checked by the engine) against the AI or with every seat
 * on one device. The protocol is documented in {@code docs/protocol.md}.
 */
package io.abstractgames.server;
