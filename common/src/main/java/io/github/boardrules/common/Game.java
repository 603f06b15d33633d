package io.github.boardrules.common;

import io.github.boardrules.common.search.SearchSupport;
import java.util.List;
import java.util.Optional;

/**
 * A two-player game under fixed rules, as a set of pure functions over immutable states.
 *
 * <p>Every boardrules game implements this interface, so generic code — {@link Perft},
 * {@link Playouts}, {@link GameRecord}, a search bot, a command-line tool — works with all of
 * them. An instance stands for a game <em>with its rules options</em> (board size, komi, …); it is
 * immutable and thread-safe, and two instances are equal when their rules are.
 *
 * <p><b>A state carries its rules.</b> Every state remembers the rules options it is played under,
 * and every method that takes a state answers from <em>those</em> rules, whichever instance it is
 * called on: a platform can store a state and judge it later with any instance of the game and get
 * the same legal moves, successors and outcome. The instance's own rules matter only where no state
 * is given: {@link #initialState()}, {@link #rulesNotation()} and {@link #parsePosition}.
 * {@link #withRulesOf} gives the instance for a state's rules.
 *
 * <p><b>Reading a position with its rules.</b> {@link #parsePosition} takes from the text whatever
 * rules the position notation itself records (Bargo's board size and komi) and the other options
 * from this instance; so {@code game.withRules(rules).parsePosition(text)} reads a position under
 * chosen rules, and {@code game.withRulesOf(state).rulesNotation()} says which rules it got. A
 * {@link GameRecord} keeps rules, start position and moves together in one text.
 *
 * <p>The contract every implementation keeps (checked for each game by one shared property suite):
 *
 * <ul>
 *   <li>{@link #apply} returns a new state and never changes its argument; a refused move throws
 *       {@link IllegalMoveException} and changes nothing.
 *   <li>A move is accepted by {@link #apply} if and only if it is in {@link #legalMoves}, and
 *       {@link #check} returns a reason for exactly the other moves.
 *   <li>{@link #legalMoves} is empty exactly when {@link #status} is an {@link Outcome}.
 *   <li>{@code parsePosition(formatPosition(s))} equals {@code s} apart from history, and
 *       {@code parseMove(s, formatMove(m))} equals {@code m}.
 *   <li>The same calls give the same answers: every method is deterministic, and answers from the
 *       state's rules as described above.
 * </ul>
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public interface Game<S, M> {
    /**
     * The game's identifier, as game records and {@link Games} name it, e.g. {@code bargo}.
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
     * The same game under the rules a state is played under.
     *
     * @param state a state
     * @return the game with the state's rules options; {@code withRulesOf(state).rulesNotation()}
     *     names them
     */
    Game<S, M> withRulesOf(S state);

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
     * Reads a position; the result has no history before it. Rules options that the position
     * notation records (Bargo's board size and komi) come from the text, the others from this
     * instance.
     *
     * @param text a position in notation
     * @return the state, carrying those rules
     * @throws NotationException naming the field that cannot be read
     */
    S parsePosition(String text);

    /**
     * How random playouts of this game choose their moves and when they stop: the policy that
     * {@link Playouts#play(Game, Object, java.util.SplittableRandom)} plays, and with it benchmarks
     * and Monte Carlo bots. The default plays a uniformly random legal move to the end of the game; a
     * game whose random games need not end (Bargo, where passing is rare) defines its own, and a game
     * may give its policy a faster {@link PlayoutPolicy#playout} of its own that plays the same games
     * (GoRoGo does).
     *
     * @return the policy
     */
    default PlayoutPolicy<S, M> playoutPolicy() {
        return PlayoutPolicy.uniform();
    }

    /**
     * The playout policy for the simulations of a search bot: the game's cheap heuristic where it
     * has one that plays much better than chance at a modest cost per ply (Bao Kigogo takes the
     * biggest capture on offer), else {@link #playoutPolicy()}. Bots that want their playouts
     * uniform use {@link #playoutPolicy()}.
     *
     * @return the policy
     */
    default PlayoutPolicy<S, M> searchPlayoutPolicy() {
        return playoutPolicy();
    }

    /**
     * The encodings search and learning code needs for this game under this instance's rules:
     * action indices, legal-action masks, observation tensors, symmetries and stable hashes. For a
     * state of other rules, ask {@code withRulesOf(state).searchSupport()} (only Bargo's layout
     * depends on the rules: its board base).
     *
     * @return the search support; the same answers for equal instances
     */
    SearchSupport<S, M> searchSupport();

    /**
     * Draws a state as a standalone SVG document.
     *
     * <p><b>Click targets.</b> So that a platform can make the picture clickable without knowing
     * its geometry, the library's games end the document with a group of invisible shapes, one
     * for every place a move can name — each cell, point or hole of the board under the state's
     * rules, whether occupied or not — lying over the rest of the drawing. Each carries the place's
     * name exactly as the game writes it in moves, in a {@code data-target} attribute:
     *
     * <pre>{@code
     * <g class="targets" fill="none" stroke="none" pointer-events="all">
     * <circle cx="170" cy="170" r="27" data-target="c3"/>
     * ...
     * </g>
     * }</pre>
     *
     * <p>There is exactly one shape per name: a {@code circle} or a {@code polygon}, in the
     * document's user units (its {@code viewBox}). A move names a target when the target's name
     * is the longest one its notation contains ({@code e5ne} names {@code e5}, GoRoGo's {@code
     * Hc3} names {@code c3}); moves that name no place, such as {@code pass}, have no target. The
     * shapes take clicks although they are not painted; a platform may style them (outline the
     * last move, tint the legal places). Games outside the library are encouraged to do the same.
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
