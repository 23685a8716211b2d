package io.abstractgames.server.request;

/**
 * Whose request made a change: handed with a request to a game, room or ladder run and back, with
 * the change it made, to their listeners, so that a channel recognises the answer to its own request
 * (and copies its {@code requestId} there). A change the server makes on its own (the AI's move, a
 * timer, another connection's disconnection) has no cause: {@code null}.
 *
 * <p>Each channel implements it with its own tag; the sessions, rooms and runs only pass it on.
 */
public interface Cause {
}
