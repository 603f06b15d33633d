package io.github.boardrules.web;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.GameRecord;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.Player;
import io.github.boardrules.search.bot.MctsBot;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One game as the server plays it: its rules, its start, the line of states it went through (so
 * that undo steps back one ply), the bot's seed, whether a player resigned and the stored version
 * it was read at or written as. Immutable: a move, an undo or a resignation gives a new session,
 * or throws an {@link ApiError} — so a change is kept only once it is stored.
 *
 * <p>The library's statuses have no resignation: a resigned game is reported by the web layer as
 * {@code win:<opponent>:resignation}, and its exported record is the library's record (whose
 * {@code result:} line stays the rules' status) followed by the comment line {@code # resigned:
 * <player>}.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
final class GameSession<S, M> {
    /** Mixes the ply into the game's seed: odd, so distinct plies give distinct bot seeds. */
    private static final long PLY_SEED_STEP = 0x9E3779B97F4A7C15L;

    private final String id;
    private final Game<S, M> game;
    private final S start;
    private final Line<S, M> line;
    private final @Nullable Player resigned;
    private final long seed;
    private final long version;
    private final WebOptions options;
    /** The view of this state, made on first use: drawing the SVG costs the most. */
    private @Nullable StateView view;

    /**
     * The states from the start to the current one, newest first: each link knows the move that
     * led to it and the link before.
     */
    private record Line<S, M>(
            S state, @Nullable M move, @Nullable Line<S, M> before, int ply) {}

    private GameSession(
            String id,
            Game<S, M> game,
            S start,
            Line<S, M> line,
            @Nullable Player resigned,
            long seed,
            long version,
            WebOptions options) {
        this.id = id;
        this.game = game;
        this.start = start;
        this.line = line;
        this.resigned = resigned;
        this.seed = seed;
        this.version = version;
        this.options = options;
    }

    /**
     * A new game at its start, version 0.
     *
     * @param id the game's id on the server
     * @param game the game
     * @param start the start state; the game is played under the rules it carries
     * @param seed the bot's seed
     * @param options the bot's budget
     */
    static <S, M> GameSession<S, M> start(String id, Game<S, M> game, S start, long seed, WebOptions options) {
        Game<S, M> ruled = game.withRulesOf(start);
        return new GameSession<>(id, ruled, start, new Line<>(start, null, null, 0), null, seed, 0, options);
    }

    /** The game's id on the server. */
    String id() {
        return id;
    }

    /** The version this session was read at or written as. */
    long version() {
        return version;
    }

    /** The number of plies played. */
    int ply() {
        return line.ply();
    }

    /** This session as stored at another version (the one just written, or the one read). */
    GameSession<S, M> withVersion(long stored) {
        return new GameSession<>(id, game, start, line, resigned, seed, stored, options);
    }

    /** The game's current state, for the client. */
    synchronized StateView view() {
        StateView shown = view;
        if (shown == null) {
            shown = StateView.of(id, game, current(), line.ply(), version, resigned, record(), lastPly());
            view = shown;
        }
        return shown;
    }

    /** Plays a move given in the game's notation. */
    GameSession<S, M> play(String text) {
        requireOngoing();
        M move;
        try {
            move = game.parseMove(current(), text);
        } catch (NotationException e) {
            throw ApiError.notation("move", e);
        }
        return push(move);
    }

    /**
     * Lets the bot choose and play the move of the player to move. The bot is seeded by the game's
     * seed and the ply, so the same game at the same ply gets the same choice after a restart or on
     * another server (when the playouts, not the time limit, end its search).
     */
    GameSession<S, M> botMove() {
        requireOngoing();
        MctsBot<S, M> bot =
                new MctsBot<>(game, options.botPlayouts(), options.botMillis(), seed + PLY_SEED_STEP * line.ply());
        return push(bot.choose(current()));
    }

    /** Takes back the last ply. */
    GameSession<S, M> undo() {
        if (resigned != null) {
            throw ApiError.conflict("game-over", "the game was resigned by " + resigned.code());
        }
        Line<S, M> before = line.before();
        if (before == null) {
            throw ApiError.conflict("nothing-to-undo", "no move has been played");
        }
        return new GameSession<>(id, game, start, before, null, seed, version, options);
    }

    /**
     * A player resigns.
     *
     * @param player the code of the resigning player, or null for the player to move
     */
    GameSession<S, M> resign(@Nullable String player) {
        requireOngoing();
        Player toMove = game.playerToMove(current());
        Player resigning;
        if (player == null || player.equals(toMove.code())) {
            resigning = toMove;
        } else if (player.equals(toMove.opponent().code())) {
            resigning = toMove.opponent();
        } else {
            throw ApiError.badRequest(
                    "bad-player",
                    "no player '" + player + "' in " + game.id() + ": '" + toMove.code() + "' or '"
                            + toMove.opponent().code() + "'");
        }
        return new GameSession<>(id, game, start, line, resigning, seed, version, options);
    }

    /** The game record as text: the library's record, and a comment line for a resignation. */
    String record() {
        String text = new GameRecord<>(game, start, moves()).format();
        return resigned == null ? text : text + "# resigned: " + resigned.code() + "\n";
    }

    /** The game's id in the registry, for file names. */
    String gameId() {
        return game.id();
    }

    /** The rules notation the game is played under. */
    String rules() {
        return game.rulesNotation();
    }

    /** The current position's notation. */
    String position() {
        return game.formatPosition(current());
    }

    /**
     * The session as its database row.
     *
     * @param created when the game was created (an update leaves the stored time as it is)
     * @param updated the time of this change
     */
    StoredGame stored(Instant created, Instant updated) {
        StringBuilder moves = new StringBuilder();
        for (M move : moves()) {
            if (moves.length() > 0) {
                moves.append(' ');
            }
            moves.append(game.formatMove(move));
        }
        return new StoredGame(
                id,
                game.id(),
                game.rulesNotation(),
                game.formatPosition(start),
                moves.toString(),
                resigned == null ? null : resigned.code(),
                seed,
                position(),
                line.ply(),
                version,
                created,
                updated);
    }

    /** The last ply, for the last-move mark and Bao Kigogo's trail; null at the start. */
    private StateView.@Nullable Ply<S, M> lastPly() {
        Line<S, M> before = line.before();
        M move = line.move();
        return before == null || move == null ? null : new StateView.Ply<>(before.state(), move);
    }

    private S current() {
        return line.state();
    }

    private List<M> moves() {
        List<M> moves = new ArrayList<>(line.ply());
        for (Line<S, M> at = line; at.move() != null; at = at.before()) {
            moves.add(at.move());
        }
        Collections.reverse(moves);
        return moves;
    }

    private void requireOngoing() {
        if (resigned != null) {
            throw ApiError.conflict("game-over", "the game is over: " + resigned.code() + " resigned");
        }
        if (game.status(current()).isOver()) {
            throw ApiError.conflict(
                    "game-over", "the game is over: " + game.status(current()).notation());
        }
    }

    private GameSession<S, M> push(M move) {
        S next;
        try {
            next = game.apply(current(), move);
        } catch (IllegalMoveException e) {
            throw ApiError.illegal(e);
        }
        return new GameSession<>(
                id, game, start, new Line<>(next, move, line, line.ply() + 1), null, seed, version, options);
    }
}
