package io.github.boardrules.bargo;

import io.github.boardrules.bargo.internal.MoveNotation;
import io.github.boardrules.bargo.internal.PositionNotation;
import io.github.boardrules.bargo.internal.SvgRenderer;
import io.github.boardrules.bargo.internal.TextRenderer;
import io.github.boardrules.common.Colour;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.IllegalMoveReason;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.PlayoutPolicy;
import io.github.boardrules.common.Status;
import io.github.boardrules.common.search.SearchSupport;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Bargo under given rules (board base and komi): the entry point of this module. Immutable and
 * thread-safe; every method is a pure function of its arguments.
 *
 * <pre>{@code
 * Bargo bargo = Bargo.standard(); // base 5, komi 0
 * BargoState state = bargo.initialState();
 * state = bargo.apply(state, bargo.parseMove(state, "e5ne"));
 * bargo.check(state, bargo.parseMove(state, "pass")); // Optional[PASS_BEFORE_BUTTON]
 * bargo.status(state).notation(); // "ongoing"
 * }</pre>
 *
 * <p><b>A state carries its rules.</b> A Bargo position records its base and komi, so a state is
 * judged by its own rules whichever instance is called; {@link #parsePosition} takes them from the
 * text.
 */
public final class Bargo implements Game<BargoState, BargoMove> {
    private static final Bargo STANDARD = new Bargo(BargoRules.standard());

    private final BargoRules rules;
    private final BargoState initial;

    private Bargo(BargoRules rules) {
        this.rules = rules;
        this.initial = Engine.initial(rules.base(), rules.komi());
    }

    /** {@return Bargo with the default rules: base 5 (61 cells), komi 0} */
    public static Bargo standard() {
        return STANDARD;
    }

    /**
     * Bargo with the given rules, e.g. {@code BargoRules.of(base, komi)} for an agreed komi.
     *
     * @param rules the rules
     * @return the game
     */
    public static Bargo withRules(BargoRules rules) {
        return rules.equals(STANDARD.rules) ? STANDARD : new Bargo(rules);
    }

    /** {@return the rules of this instance: those of {@link #initialState()}} */
    public BargoRules rules() {
        return rules;
    }

    /**
     * {@return the game's identifier, used by game records} Bargo's is {@code bargo}.
     */
    @Override
    public String id() {
        return "bargo";
    }

    /**
     * {@return the rules options of this instance in notation} For Bargo, {@code base=N komi=K}, as
     * {@link BargoRules#notation()}.
     */
    @Override
    public String rulesNotation() {
        return rules.notation();
    }

    /**
     * The same game under other rules options, read from their notation.
     *
     * @param rulesNotation {@code base=N komi=K}, either part optional, as {@link BargoRules#parse}
     *     reads it
     * @return the game with those rules
     * @throws NotationException naming the field {@code rules}, {@code base} or {@code komi}
     */
    @Override
    public Bargo withRules(String rulesNotation) {
        return withRules(BargoRules.parse(rulesNotation));
    }

    /**
     * The same game under the rules a state is played under.
     *
     * @param state a state
     * @return {@code withRules(state.rules())}: the game of the state's base and komi
     */
    @Override
    public Bargo withRulesOf(BargoState state) {
        return withRules(state.rules());
    }

    /**
     * {@return the position a game starts from under these rules} The empty board of this
     * instance's base, Black to move, the button untaken.
     */
    @Override
    public BargoState initialState() {
        return initial;
    }

    /**
     * The player whose turn it is; in a finished game, the player who would move next. Black moves
     * first; turns alternate.
     *
     * @param state a state
     * @return the player to move
     */
    @Override
    public Colour playerToMove(BargoState state) {
        return state.toMove();
    }

    /**
     * Every legal move of a state, in a fixed order; empty once the game is over. Placements by
     * cell in notation order and, per cell, by wall direction e, ne, nw, w, sw, se; then
     * {@code button} (while it is untaken) or {@code pass} (once it is taken).
     *
     * @param state a state
     * @return an immutable list of shared move instances; empty once both players have passed
     */
    @Override
    public List<BargoMove> legalMoves(BargoState state) {
        return Engine.legalMoves(state);
    }

    /**
     * Says why a move is illegal in a state, without throwing. When several reasons apply, the
     * first in the order of {@link BargoIllegalMoveReason}.
     *
     * @param state a state
     * @param move a move
     * @return a {@link BargoIllegalMoveReason}, or empty when the move is legal
     */
    @Override
    public Optional<IllegalMoveReason> check(BargoState state, BargoMove move) {
        return Optional.ofNullable(Engine.check(state, move));
    }

    /**
     * Plays a legal move: the state after it; the given state never changes.
     *
     * @param state the state before the move; never changed
     * @param move a legal move
     * @return the state after the move, remembering the mover's position for the superko rule
     * @throws IllegalMoveException with the {@link BargoIllegalMoveReason} of {@link #check}
     */
    @Override
    public BargoState apply(BargoState state, BargoMove move) {
        return Engine.apply(state, move);
    }

    /**
     * Whether the game goes on, or how it ended. A Bargo game ends after two successive passes; the
     * higher score wins, by {@link BargoEndReason#SCORE}, with both totals in the outcome.
     *
     * @param state a state
     * @return {@link Status#ONGOING} or the win
     */
    @Override
    public Status status(BargoState state) {
        return Engine.status(state);
    }

    /**
     * Counts a state (final once the game is over): both scores with their parts and the owners of
     * every territory.
     *
     * @param state a state
     * @return the count
     */
    public BargoScoring score(BargoState state) {
        return Engine.score(state);
    }

    /**
     * Writes a move in notation: {@code pass}, {@code button}, or cell and wall ({@code e5ne}).
     *
     * @param move a move
     * @return the canonical notation
     */
    @Override
    public String formatMove(BargoMove move) {
        return move.notation();
    }

    /**
     * Reads a move in notation, in either case; the move need not be legal in the state.
     *
     * @param state the state whose board names the cells
     * @param text the move in notation
     * @return the move; a placement is the shared instance of {@link BargoMove#place}
     * @throws NotationException naming the field {@code move} when no wall direction ends the text,
     *     or {@code cell} when the rest is not a cell of the state's board
     */
    @Override
    public BargoMove parseMove(BargoState state, String text) {
        return MoveNotation.parse(state.geometry, text);
    }

    /**
     * Writes a state's position in notation. It records the base and the komi, e.g. {@code
     * ../.../.. b - 0 0}.
     *
     * @param state a state
     * @return the canonical notation of its position
     */
    @Override
    public String formatPosition(BargoState state) {
        return state.toString();
    }

    /**
     * Reads a position in notation, with no history before it. A Bargo position records the whole
     * rules — the base is its number of rows, the komi its fourth field — so the state takes both
     * from the text, whatever this instance's rules.
     *
     * @param text a position in notation
     * @return the state, with no history; {@link BargoState#rules()} says its base and komi
     * @throws NotationException naming the field that cannot be read
     */
    @Override
    public BargoState parsePosition(String text) {
        return PositionNotation.parse(text, Engine::setUp);
    }

    /**
     * Bargo's playout policy: a uniformly random legal move, except that once passing is legal (the
     * pass is then the last legal move) it passes with probability 0.05 and otherwise picks
     * uniformly among the other moves; with the pass as the only move it passes. A playout stops
     * after 4 × cells plies of the start state's board (244 on base 5), since uniform play rarely
     * passes twice in a row and a random game need not end.
     *
     * @return the policy, with {@link PlayoutPolicy#maxPlies} = 4 × the start board's cells
     */
    @Override
    public PlayoutPolicy<BargoState, BargoMove> playoutPolicy() {
        return RarePassPolicy.INSTANCE;
    }

    /**
     * Bargo's encodings for search and learning on this instance's board: {@code 6 * cells + 2}
     * actions, 16 observation planes on the {@code (2N-1)×(2N-1)} axial grid, the 12 symmetries of
     * the hexagon and a stable hash, as described in the {@linkplain io.github.boardrules.bargo
     * package overview}; a state of another base is refused.
     *
     * @return the search support for this base
     */
    @Override
    public SearchSupport<BargoState, BargoMove> searchSupport() {
        return BargoSearch.of(rules.base());
    }

    /**
     * Draws a state: hexes with pieces and walls, territories by owner, the button and last move.
     *
     * @param state a state
     * @return a standalone SVG document
     */
    @Override
    public String renderSvg(BargoState state) {
        return SvgRenderer.render(
                state.geometry, state.board, state.toMove, state.button, state.komi, state.passes, state.lastMove);
    }

    /**
     * Draws a state as text: one line per row, top row first, indented like the hexes, each cell as
     * {@code .} or colour and wall ({@code Bne}), each row framed by the names of its first and last
     * cells; then the player to move, the button holder, the komi and the passes.
     *
     * @param state a state
     * @return the diagram, lines separated by {@code \n}
     */
    @Override
    public String renderText(BargoState state) {
        return TextRenderer.render(state.geometry, state.board, state.toMove, state.button, state.komi, state.passes);
    }

    /** Whether another object is Bargo under equal rules. */
    @Override
    public boolean equals(@Nullable Object other) {
        return this == other || (other instanceof Bargo that && rules.equals(that.rules));
    }

    /** A hash of the rules. */
    @Override
    public int hashCode() {
        return rules.hashCode();
    }

    /** The game and its rules notation, e.g. {@code Bargo[base=5 komi=0]}. */
    @Override
    public String toString() {
        return "Bargo[" + rules.notation() + "]";
    }
}
