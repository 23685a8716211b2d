/**
 * Authoritative game sessions: a {@link io.abstractgames.server.session.GameSession} checks every
 * move with the engine, stores it before it is acknowledged, runs the AI on a bounded
 * {@link io.abstractgames.server.session.AiPool} and tells its listeners of every change. A
 * session's state is only touched under its owner's lock
 * ({@link io.abstractgames.server.owner.OwnerLock}, {@code docs/server.md}, "Owners").
 */
package io.abstractgames.server.session;
