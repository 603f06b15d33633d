package io.github.boardrules.common;

import java.util.List;
import java.util.Optional;

/**
 * A two-player game under fixed rules, as a set of pure functions over immutable states.
 *
 * <p>Every boardrules game implements this interface, so generic code — {@link Perft},
 * {@link Playouts}, {@link GameRecord}, a search bot, a command-line tool — works with all of
 * them. An instance stands for a game <em>with its rules options</em> (board size, komi, …); it is
 * immutable and thread-safe.
 *
 * <p>The contract every implementation keeps:
 *
 * <ul>
 *   <li>{@link #apply} returns a new state and never changes its argument; a refused move throws
 *       {@link IllegalMoveException} and changes nothing.
 *   <li>A move is accepted by {@link #apply} if and only if it is in {@link #legalMoves}, and
 *       {@link #check} returns a reason for exactly the other moves.
 *   <li>{@link #legalMoves} is empty exactly when {@link #status} is an {@link Outcome}.
 *   <li>{@code parsePosition(formatPosition(s))} equals {@code s} apart from history, and
 *       {@code parseMove(s, formatMove(m))} equals {@code m}.
 * </ul>
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public interface Game<S, M> {
    /**
     * The game's identifier as used by the command-line tool and game records, e.g. {@code bargo}.
     *
     * @return the identifier
     */
    String id();

    /**
     * The rules options of this instance in a short notation, e.g. {@code base=5 komi=0}; the empty
     * string for a game without options.
     *
     * @return the rules notation
     */
    String rulesNotation();

    /**
     * The same game under other rules options.
     *
     * @param rulesNotation options as written by {@link #rulesNotation()}
     * @return the game with those options
     * @throws NotationException when the options cannot be read or are out of range
     */
    Game<S, M> withRules(String rulesNotation);

    /**
     * The position a game starts from under these rules.
     *
     * @return the start state
     */
    S initialState();

    /**
     * The player whose turn it is. In a finished game, the player who would move next.
     *
     * @param state a state
     * @return the player to move
     */
    Player playerToMove(S state);

    /**
     * Every legal move, in the game's documented deterministic order; empty once the game is over.
     *
     * @param state a state
     * @return an immutable list of moves
     */
    List<M> legalMoves(S state);

    /**
     * Says why a move is illegal, without throwing.
     *
     * @param state a state
     * @param move a move
     * @return the reason, or empty when the move is legal
     */
    Optional<IllegalMoveReason> check(S state, M move);

    /**
     * Plays a move.
     *
     * @param state the state before the move; never changed
     * @param move a legal move
     * @return the state after the move
     * @throws IllegalMoveException when the move is not legal in {@code state}
     */
    S apply(S state, M move);

    /**
     * Whether the game goes on, or how it ended.
     *
     * @param state a state
     * @return the status
     */
    Status status(S state);

    /**
     * Writes a move in the game's notation.
     *
     * @param move a move
     * @return the canonical notation
     */
    String formatMove(M move);

    /**
     * Reads a move. The state supplies the context a move name may need (Bargo's cell names depend
     * on the board size); the move need not be legal there.
     *
     * @param state the state the move is meant for
     * @param text the move in notation
     * @return the move
     * @throws NotationException when the text is not a move of this game on this board
     */
    M parseMove(S state, String text);

    /**
     * Writes a position in the game's notation.
     *
     * @param state a state
     * @return the canonical notation of its position
     */
    String formatPosition(S state);

    /**
     * Reads a position; the result has no history before it.
     *
     * @param text a position in notation
     * @return the state
     * @throws NotationException naming the field that cannot be read
     */
    S parsePosition(String text);

    /**
     * Draws a state as a standalone SVG document.
     *
     * @param state a state
     * @return the SVG text
     */
    String renderSvg(S state);

    /**
     * Draws a state as plain text for terminals: the board with coordinates and whatever else a
     * player needs to see. The default is the position notation; games override it with a board
     * diagram.
     *
     * @param state a state
     * @return the text, lines separated by {@code \n}
     */
    default String renderText(S state) {
        return formatPosition(state);
    }
}
