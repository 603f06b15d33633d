package io.github.boardrules.web;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.GameRecord;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.Player;
import io.github.boardrules.search.bot.MctsBot;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One game on the server: its rules, its start, the list of states it went through (so that undo
 * pops the last ply), its bot and whether a player resigned. Every method holds the session's lock,
 * so requests on one game are served one after the other while different games run in parallel.
 * A method either succeeds or throws an {@link ApiError} having changed nothing.
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
    private final String id;
    private final Game<S, M> game;
    private final S start;
    private final List<S> states = new ArrayList<>();
    private final List<M> moves = new ArrayList<>();
    private final MctsBot<S, M> bot;
    private @Nullable Player resigned;
    /** The view of the current state, kept until the state changes: drawing the SVG costs the most. */
    private @Nullable StateView view;

    GameSession(String id, Game<S, M> game, S start, MctsBot<S, M> bot) {
        this.id = id;
        this.game = game.withRulesOf(start);
        this.start = start;
        this.bot = bot;
        states.add(start);
    }

    /** The game's id on the server. */
    String id() {
        return id;
    }

    /** The game's current state, for the client. */
    synchronized StateView view() {
        StateView shown = view;
        if (shown == null) {
            shown = StateView.of(id, game, current(), moves.size(), resigned, record(), lastPly());
            view = shown;
        }
        return shown;
    }

    /** Plays a move given in the game's notation. */
    synchronized StateView play(String text) {
        requireOngoing();
        M move;
        try {
            move = game.parseMove(current(), text);
        } catch (NotationException e) {
            throw ApiError.notation("move", e);
        }
        push(move);
        return view();
    }

    /** Lets the bot choose and play the move of the player to move. */
    synchronized StateView botMove() {
        requireOngoing();
        push(bot.choose(current()));
        return view();
    }

    /** Takes back the last ply. */
    synchronized StateView undo() {
        if (resigned != null) {
            throw ApiError.conflict("game-over", "the game was resigned by " + resigned.code());
        }
        if (moves.isEmpty()) {
            throw ApiError.conflict("nothing-to-undo", "no move has been played");
        }
        moves.remove(moves.size() - 1);
        states.remove(states.size() - 1);
        view = null;
        return view();
    }

    /**
     * A player resigns.
     *
     * @param player the code of the resigning player, or null for the player to move
     */
    synchronized StateView resign(@Nullable String player) {
        requireOngoing();
        Player toMove = game.playerToMove(current());
        if (player == null || player.equals(toMove.code())) {
            resigned = toMove;
        } else if (player.equals(toMove.opponent().code())) {
            resigned = toMove.opponent();
        } else {
            throw ApiError.badRequest(
                    "bad-player",
                    "no player '" + player + "' in " + game.id() + ": '" + toMove.code() + "' or '"
                            + toMove.opponent().code() + "'");
        }
        view = null;
        return view();
    }

    /** The game record as text: the library's record, and a comment line for a resignation. */
    synchronized String record() {
        String text = new GameRecord<>(game, start, moves).format();
        return resigned == null ? text : text + "# resigned: " + resigned.code() + "\n";
    }

    /** The game's id in the registry, for file names. */
    String gameId() {
        return game.id();
    }

    /** The last ply, for the last-move mark and Bao Kigogo's trail; null at the start. */
    private StateView.@Nullable Ply<S, M> lastPly() {
        int n = moves.size();
        return n == 0 ? null : new StateView.Ply<>(states.get(n - 1), moves.get(n - 1));
    }

    private S current() {
        return states.get(states.size() - 1);
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

    private void push(M move) {
        S next;
        try {
            next = game.apply(current(), move);
        } catch (IllegalMoveException e) {
            throw ApiError.illegal(e);
        }
        moves.add(move);
        states.add(next);
        view = null;
    }
}
