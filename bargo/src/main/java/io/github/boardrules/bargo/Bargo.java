package io.github.boardrules.bargo;

import io.github.boardrules.bargo.internal.Engine;
import io.github.boardrules.bargo.internal.MoveNotation;
import io.github.boardrules.bargo.internal.Position;
import io.github.boardrules.bargo.internal.PositionNotation;
import io.github.boardrules.bargo.internal.RarePassPolicy;
import io.github.boardrules.bargo.internal.SvgRenderer;
import io.github.boardrules.bargo.internal.TextRenderer;
import io.github.boardrules.common.Colour;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.IllegalMoveReason;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.PlayoutPolicy;
import io.github.boardrules.common.Status;
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
 * <p><b>A state carries its rules.</b> A Bargo position records its board base (the number of rows)
 * and its komi, so every method that takes a state answers from the state's own rules, whichever
 * instance it is called on. The rules of this instance matter only for {@link #initialState},
 * {@link #rulesNotation} and {@link #withRules(String)}; {@link #parsePosition} takes the base and
 * komi from the text.
 *
 * <p>{@link #legalMoves} lists placements by cell in notation order (the top row first, each row
 * west to east) and, per cell, by wall direction e, ne, nw, w, sw, se; then {@code button} (while it
 * is untaken) or {@code pass} (once it is taken).
 */
public final class Bargo implements Game<BargoState, BargoMove> {
    private static final Bargo STANDARD = new Bargo(BargoRules.standard());

    private final BargoRules rules;
    private final BargoState initial;

    private Bargo(BargoRules rules) {
        this.rules = rules;
        this.initial = new BargoState(Position.initial(rules.base(), rules.komi()));
    }

    /**
     * Bargo with the default rules: base 5 (61 cells), komi 0.
     *
     * @return the game
     */
    public static Bargo standard() {
        return STANDARD;
    }

    /**
     * Bargo with the given rules; {@code Bargo.withRules(BargoRules.of(base, komi))} starts with an
     * agreed komi, without the {@linkplain BargoPreGame pre-game protocol}.
     *
     * @param rules the rules
     * @return the game
     */
    public static Bargo withRules(BargoRules rules) {
        return rules.equals(STANDARD.rules) ? STANDARD : new Bargo(rules);
    }

    /**
     * The rules of this instance: those of {@link #initialState()}.
     *
     * @return the rules
     */
    public BargoRules rules() {
        return rules;
    }

    /** {@inheritDoc} Bargo's is {@code bargo}. */
    @Override
    public String id() {
        return "bargo";
    }

    /** {@inheritDoc} For Bargo, {@code base=N komi=K}, as {@link BargoRules#notation()}. */
    @Override
    public String rulesNotation() {
        return rules.notation();
    }

    /**
     * {@inheritDoc}
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
     * {@inheritDoc}
     *
     * @param state a state
     * @return {@code withRules(state.rules())}: the game of the state's base and komi
     */
    @Override
    public Bargo withRulesOf(BargoState state) {
        return withRules(state.rules());
    }

    /** {@inheritDoc} The empty board of this instance's base, Black to move, the button untaken. */
    @Override
    public BargoState initialState() {
        return initial;
    }

    /** {@inheritDoc} Black moves first; turns alternate. */
    @Override
    public Colour playerToMove(BargoState state) {
        return state.toMove();
    }

    /**
     * {@inheritDoc} Placements by cell in notation order and, per cell, by wall direction e, ne, nw,
     * w, sw, se; then {@code button} (while it is untaken) or {@code pass} (once it is taken).
     *
     * @param state a state
     * @return an immutable list of shared move instances; empty once both players have passed
     */
    @Override
    public List<BargoMove> legalMoves(BargoState state) {
        return Engine.legalMoves(state.position());
    }

    /**
     * {@inheritDoc} When several reasons apply, the first in the order of
     * {@link BargoIllegalMoveReason}.
     *
     * @param state a state
     * @param move a move
     * @return a {@link BargoIllegalMoveReason}, or empty when the move is legal
     */
    @Override
    public Optional<IllegalMoveReason> check(BargoState state, BargoMove move) {
        return Optional.ofNullable(Engine.check(state.position(), move));
    }

    /**
     * {@inheritDoc} A placement removes the enemy groups left without a liberty.
     *
     * @param state the state before the move; never changed
     * @param move a legal move
     * @return the state after the move, remembering the mover's position for the superko rule
     * @throws IllegalMoveException with the {@link BargoIllegalMoveReason} of {@link #check}
     */
    @Override
    public BargoState apply(BargoState state, BargoMove move) {
        return new BargoState(Engine.apply(state.position(), move));
    }

    /**
     * {@inheritDoc} A Bargo game ends after two successive passes; the higher score wins, by
     * {@link BargoEndReason#SCORE}, with both totals in the outcome.
     *
     * @param state a state
     * @return {@link Status#ONGOING} or the win
     */
    @Override
    public Status status(BargoState state) {
        return Engine.status(state.position());
    }

    /**
     * Counts a state: both scores with their parts (pieces, territory, komi, button) and the owners
     * of every territory. The final count when the game is over, the current count otherwise.
     *
     * @param state a state
     * @return the count
     */
    public BargoScoring score(BargoState state) {
        return Engine.score(state.position());
    }

    /** {@inheritDoc} {@code pass}, {@code button}, or cell and wall such as {@code e5ne}. */
    @Override
    public String formatMove(BargoMove move) {
        return move.notation();
    }

    /**
     * {@inheritDoc} Reads {@code pass}, {@code button}, or a cell of the state's board and a wall
     * direction such as {@code e5ne}, in either case.
     *
     * @param state the state whose board names the cells
     * @param text the move in notation
     * @return the move; a placement is the shared instance of {@link BargoMove#place}
     * @throws NotationException naming the field {@code move} when no wall direction ends the text,
     *     or {@code cell} when the rest is not a cell of the state's board
     */
    @Override
    public BargoMove parseMove(BargoState state, String text) {
        return MoveNotation.parse(state.position().geometry(), text);
    }

    /** {@inheritDoc} It records the base and the komi, e.g. {@code ../.../.. b - 0 0}. */
    @Override
    public String formatPosition(BargoState state) {
        return PositionNotation.format(state.position());
    }

    /**
     * {@inheritDoc} A Bargo position records the whole rules — the base is its number of rows, the
     * komi its fourth field — so the state takes both from the text, whatever this instance's rules.
     *
     * @param text a position in notation
     * @return the state, with no history; {@link BargoState#rules()} says its base and komi
     * @throws NotationException naming the field that cannot be read: {@code position}, {@code rows},
     *     {@code rank N}, {@code wall}, {@code player}, {@code button}, {@code komi} or {@code passes}
     */
    @Override
    public BargoState parsePosition(String text) {
        return new BargoState(PositionNotation.parse(text));
    }

    /**
     * Bargo's playout policy, shared by the benchmarks, the {@code bench} and {@code demo} commands
     * and the example bot: a uniformly random legal move, except that once passing is legal (the
     * pass is then the last legal move) it passes with probability 0.05 and otherwise picks
     * uniformly among the other moves; with the pass as the only move it passes. A playout stops
     * after 4 × cells plies of the start state's board (244 on base 5), since uniform play rarely
     * passes twice in a row and a random game need not end.
     *
     * <p>Its draws: while the button is untaken, {@code random.nextInt(n)}; once the pass is legal,
     * {@code random.nextDouble() < 0.05} (only when other moves are legal too), and if that fails
     * {@code random.nextInt(n - 1)}. So a seed plays the same game as the loops it replaced.
     *
     * @return the policy, with {@link PlayoutPolicy#maxPlies} = 4 × the start board's cells
     */
    @Override
    public PlayoutPolicy<BargoState, BargoMove> playoutPolicy() {
        return RarePassPolicy.INSTANCE;
    }

    /**
     * Draws a state: hexes with the pieces and their walls (thick bars on the walled edge),
     * territories shaded by owner, the button holder and the last move.
     *
     * @param state a state
     * @return a standalone SVG document
     */
    @Override
    public String renderSvg(BargoState state) {
        return SvgRenderer.render(state.position());
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
        return TextRenderer.render(state.position());
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
