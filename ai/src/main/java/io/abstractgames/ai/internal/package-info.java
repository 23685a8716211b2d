/**
 * Machinery shared by the searchers of {@link io.abstractgames.ai}: the per-ply frame stack,
 * node counting with limits and the stop signal, the history table, move-ordering keys and
 * evaluation noise. Not an API: types here may change without notice.
 */
package io.abstractgames.ai.internal;
