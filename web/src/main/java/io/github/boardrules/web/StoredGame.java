package io.github.boardrules.web;

import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * A game as its row in the database stores it: the library's game record (game, rules, start,
 * moves) and what the server adds. Everything is notation, so a row is read back by replaying it
 * through the library.
 *
 * @param id the game's id on the server
 * @param game the game's id in the registry
 * @param rules the rules notation
 * @param start the start position's notation
 * @param moves the moves' notations separated by single spaces, empty before the first move
 * @param resigned the code of the player who resigned, or null
 * @param seed the bot's seed
 * @param position the current position's notation, compared with the replayed one
 * @param ply the number of moves
 * @param version the number of changes written so far, for the check that makes concurrent
 *     writes safe
 * @param created when the game was created
 * @param updated when it last changed
 */
record StoredGame(
        String id,
        String game,
        String rules,
        String start,
        String moves,
        @Nullable String resigned,
        long seed,
        String position,
        int ply,
        long version,
        Instant created,
        Instant updated) {}
