/**
 * The server's limits on its clients ({@code docs/protocol.md}, "Limits"): their values
 * ({@link io.abstractgames.server.limits.Limits}), each connection's message rate
 * ({@link io.abstractgames.server.limits.TokenBucket}), the counts of connections and rooms held
 * against them ({@link io.abstractgames.server.limits.Admission}) and the messages waiting to be
 * written to each connection ({@link io.abstractgames.server.limits.Outbox}).
 */
package io.abstractgames.server.limits;
