-- The server's games and rooms (docs/protocol.md, "What survives a restart").
-- Instants are ISO-8601 text in UTC, e.g. 2026-01-01T12:00:00.123Z.

-- A game: its settings; its moves and other changes are its events.
CREATE TABLE games (
    id             TEXT    NOT NULL PRIMARY KEY,
    game           TEXT    NOT NULL,
    mode           TEXT    NOT NULL,
    level          TEXT,
    human_seat     INTEGER NOT NULL,
    start_position TEXT,
    created_at     TEXT    NOT NULL
) STRICT;

-- Every change of a game in the order it was acknowledged: a move (seat, move text), an undo (plies
-- taken back), a restart, a resignation (seat). Replaying them from the settings rebuilds the game.
CREATE TABLE game_events (
    game_id TEXT    NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    number  INTEGER NOT NULL,
    kind    TEXT    NOT NULL CHECK (kind IN ('move', 'undo', 'restart', 'resign')),
    seat    INTEGER,
    move    TEXT,
    plies   INTEGER,
    at      TEXT    NOT NULL,
    PRIMARY KEY (game_id, number)
) STRICT;

-- A room: its game kind, when it was made, and its game once every seat was taken.
CREATE TABLE rooms (
    id         TEXT NOT NULL PRIMARY KEY,
    game       TEXT NOT NULL,
    created_at TEXT NOT NULL,
    game_id    TEXT REFERENCES games (id)
) STRICT;

-- The people of a room, numbered from 0 (the creator), each known by the SHA-256 hash of their seat
-- token; the tokens themselves are never stored.
CREATE TABLE room_participants (
    room_id    TEXT    NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
    number     INTEGER NOT NULL,
    token_hash TEXT    NOT NULL,
    entered_at TEXT    NOT NULL,
    PRIMARY KEY (room_id, number)
) STRICT;

-- Who holds each seat in the room's first round; every "again" (a restart of the room's game) has
-- moved each holder on by one seat since.
CREATE TABLE room_seats (
    room_id     TEXT    NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL,
    holder      TEXT    NOT NULL CHECK (holder IN ('empty', 'person', 'ai')),
    participant INTEGER,
    PRIMARY KEY (room_id, seat)
) STRICT;
