/**
 * What the server adds to its HTTP answers: the security headers of every answer
 * ({@link io.abstractgames.server.http.SecurityHeaders}), the check of a WebSocket upgrade's
 * origin ({@link io.abstractgames.server.http.OriginCheck}) and the loopback-only stats page
 * ({@link io.abstractgames.server.http.StatsEndpoint}).
 */
package io.abstractgames.server.http;
