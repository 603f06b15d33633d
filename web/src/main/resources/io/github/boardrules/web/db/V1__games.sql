-- One row per game: the library's game record (game, rules, start, moves) plus what the server
-- adds to it. Plain SQL that H2 and PostgreSQL both run unchanged (VARCHAR without a length is
-- H2's longest string, 1 000 000 characters, and PostgreSQL's unlimited one).
--   moves      the moves in the game's notation, separated by single spaces (the record's moves line)
--   resigned   the code of the player who resigned, if one did
--   seed       the bot's seed
--   position   the position after the moves, checked when the record is replayed after a restart
--   ply        the number of moves
--   version    grows by one on every change (a move, an undo, a resignation); a write names the
--              version it read, so of two servers changing one game at once exactly one succeeds
--              (the ply alone could not tell: an undo and a move bring an old ply back)
CREATE TABLE games (
    id VARCHAR(16) PRIMARY KEY,
    game VARCHAR(64) NOT NULL,
    rules VARCHAR NOT NULL,
    start_position VARCHAR NOT NULL,
    moves VARCHAR NOT NULL,
    resigned VARCHAR(16),
    seed BIGINT NOT NULL,
    position VARCHAR NOT NULL,
    ply INTEGER NOT NULL,
    version BIGINT NOT NULL,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at TIMESTAMP WITH TIME ZONE NOT NULL
);

-- The idle-game sweep deletes by the time of the last change.
CREATE INDEX games_updated_at ON games (updated_at);
