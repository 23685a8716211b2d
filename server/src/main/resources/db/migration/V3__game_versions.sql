-- A game's version (docs/protocol.md, "Names used below"): every change raises it, its events and
-- the changes that have none (a room's seat passing between a person and the AI), so a game keeps
-- it across a restart. Games stored before keep the count of their events, the version their
-- replay gave.
ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 0 CHECK (version >= 0);

UPDATE games SET version = (SELECT COUNT(*) FROM game_events WHERE game_events.game_id = games.id);
