/**
 * The WebSocket/JSON protocol of {@code docs/protocol.md}: reading client messages, answering them
 * through the sessions, and writing each game's state in the viewer's frame.
 */
package io.abstractgames.server.protocol;
