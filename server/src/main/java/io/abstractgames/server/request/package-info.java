/**
 * What every part of the server says about a request, below the sessions, rooms, runs and channels
 * that handle it: the {@link io.abstractgames.server.request.Cause} a change is announced with
 * (whose request made it), and the refusal
 * ({@link io.abstractgames.server.request.SessionException} with its protocol
 * {@link io.abstractgames.server.request.ErrorCode}). This package depends on no other package of
 * the server, so that each of them, and each channel, can use it.
 */
package io.abstractgames.server.request;
