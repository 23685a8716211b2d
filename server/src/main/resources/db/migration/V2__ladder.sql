-- The challenge ladder's runs and best runs (docs/protocol.md, "The challenge ladder" and "What
-- survives a restart"). Instants are ISO-8601 text in UTC, as in V1.

-- A run, keyed by the SHA-256 hash (hex) of its run token; the token itself is never stored. Its
-- current (or last) game is a row of games (mode 'ladder'); its earlier games are removed as the
-- next one starts. changed_at is when the run was last saved: a run unchanged for a week is removed
-- with its game.
CREATE TABLE ladder_runs (
    token_hash      TEXT    NOT NULL PRIMARY KEY,
    opponent        INTEGER NOT NULL CHECK (opponent >= 1),
    wins            INTEGER NOT NULL CHECK (wins >= 0),
    won_millis      INTEGER NOT NULL CHECK (won_millis >= 0),
    phase           TEXT    NOT NULL CHECK (phase IN ('playing', 'won', 'over')),
    game_id         TEXT    REFERENCES games (id),
    clock_millis    INTEGER NOT NULL CHECK (clock_millis >= 0),
    turn_started_at TEXT,
    started_at      TEXT    NOT NULL,
    ended_at        TEXT,
    ending          TEXT,
    name            TEXT,
    version         INTEGER NOT NULL CHECK (version >= 0),
    changed_at      TEXT    NOT NULL
) STRICT;

CREATE INDEX ladder_runs_by_change ON ladder_runs (changed_at);
CREATE INDEX ladder_runs_by_game ON ladder_runs (game_id);

-- The best runs: one entry per named run, kept when the run itself is removed. run_hash is the
-- run's token hash, so that saving a named run again keeps one entry.
CREATE TABLE best_runs (
    run_hash   TEXT    NOT NULL PRIMARY KEY,
    name       TEXT    NOT NULL,
    score      INTEGER NOT NULL,
    wins       INTEGER NOT NULL,
    won_millis INTEGER NOT NULL,
    ended_at   TEXT    NOT NULL
) STRICT;

-- The order of the list: higher score first, then the earlier run.
CREATE INDEX best_runs_by_rank ON best_runs (score DESC, ended_at);
