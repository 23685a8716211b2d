/**
 * The data folder: an SQLite database ({@link io.abstractgames.server.db.Database}, its schema
 * migrated by Flyway from {@code db/migration/V<n>__<what>.sql}) that keeps the games
 * ({@link io.abstractgames.server.db.SqlGameStore}), the rooms
 * ({@link io.abstractgames.server.db.SqlRoomStore}) and the challenge ladder's runs and best runs
 * ({@link io.abstractgames.server.db.SqlLadderStore}), every change committed before the server
 * acknowledges it; {@link io.abstractgames.server.db.OrphanGames} removes at start the games that
 * no room or run refers to. {@link io.abstractgames.server.db.DataFolder} names the folder's files
 * and the default folder.
 *
 * <p>More tables come with more migrations (a {@code V3__...sql} or later beside the others); each
 * concept's JDBC code is one class here on {@link io.abstractgames.server.db.Database#transaction}.
 */
package io.abstractgames.server.db;
