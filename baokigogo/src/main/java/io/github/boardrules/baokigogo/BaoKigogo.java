package io.github.boardrules.baokigogo;

import io.github.boardrules.baokigogo.internal.Engine;
import io.github.boardrules.baokigogo.internal.MoveNotation;
import io.github.boardrules.baokigogo.internal.PositionNotation;
import io.github.boardrules.baokigogo.internal.SvgRenderer;
import io.github.boardrules.baokigogo.internal.TextRenderer;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.IllegalMoveReason;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.Status;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Bao Kigogo under a set of {@link BaoRules}: the entry point of this module. Instances are
 * immutable and thread-safe; get one with {@link #standard()} or {@link #withRules(BaoRules)}.
 *
 * <pre>{@code
 * BaoKigogo game = BaoKigogo.standard();
 * BaoState state = game.initialState();
 * state = game.apply(state, game.parseMove(state, "a1"));
 * game.check(state, game.parseMove(state, "c1"));   // Optional[NOT_YOUR_HOLE]: North is to move
 * game.status(state).notation();                    // "ongoing"
 * }</pre>
 *
 * <p>Behaviour in brief (the package description and the rule page have the details):
 *
 * <ul>
 *   <li>{@link #legalMoves} lists the mover's multi-seed moves (every own hole with at least two
 *       seeds) or, when there is none, the singleton moves (one-seed holes whose next hole is
 *       empty), in the mover's sowing order: {@code a1..l1, l2..a2} for South, {@code a3..l3,
 *       l4..a4} for North.
 *   <li>{@link #apply} sows with relays, captures at the end of the move, and judges the new state
 *       in the rule page's order: endless sowing, all captured, no legal move, repetition.
 *   <li>An endless sowing is legal: the board stays as it was, the turn passes, and the game ends
 *       ({@code draw:endless-sowing}, or {@code win:<opponent>:endless-sowing} under the Hawalis
 *       convention).
 * </ul>
 *
 * <p><b>A state carries its rules.</b> The initial state and parsed positions take this instance's
 * rules, and every state after them keeps those rules ({@link BaoState#rules()}); the methods that
 * take a state answer from the state's rules — its lap limit and its endless-sowing convention —
 * whichever instance they are called on.
 */
public final class BaoKigogo implements Game<BaoState, BaoMove> {
    private static final BaoKigogo STANDARD = new BaoKigogo(BaoRules.standard());
    private static final BaoKigogo HAWALIS =
            new BaoKigogo(BaoRules.builder().endlessSowingLoses(true).build());

    private final BaoRules rules;
    private final BaoState initial;

    private BaoKigogo(BaoRules rules) {
        this.rules = rules;
        this.initial = new BaoState(PositionNotation.parse(PositionNotation.INITIAL, rules));
    }

    /**
     * Bao Kigogo as on the rule page: an endless sowing is a draw.
     *
     * @return the game
     */
    public static BaoKigogo standard() {
        return STANDARD;
    }

    /**
     * Bao Kigogo under the given options.
     *
     * @param rules the options
     * @return the game
     */
    public static BaoKigogo withRules(BaoRules rules) {
        Objects.requireNonNull(rules, "rules");
        if (rules.equals(STANDARD.rules)) {
            return STANDARD;
        }
        return rules.equals(HAWALIS.rules) ? HAWALIS : new BaoKigogo(rules);
    }

    /**
     * The rules options of this instance.
     *
     * @return the options
     */
    public BaoRules rules() {
        return rules;
    }

    /** {@inheritDoc} For Bao Kigogo, {@code baokigogo}. */
    @Override
    public String id() {
        return "baokigogo";
    }

    /**
     * {@inheritDoc}
     *
     * <p>For Bao Kigogo, {@code endless=draw} (the default) or {@code endless=loss} (the Hawalis
     * convention), followed by {@code laps=N} when a {@linkplain BaoRules#maxSowingLaps() lap
     * limit} is set.
     */
    @Override
    public String rulesNotation() {
        return rules.notation();
    }

    /**
     * {@inheritDoc}
     *
     * <p>Accepts {@code endless=draw} or {@code endless=loss} and {@code laps=N}, each at most once;
     * the empty string gives the default.
     */
    @Override
    public BaoKigogo withRules(String rulesNotation) {
        return withRules(BaoRules.parse(rulesNotation));
    }

    /** {@inheritDoc} The instance for {@link BaoState#rules()}. */
    @Override
    public BaoKigogo withRulesOf(BaoState state) {
        return withRules(state.rules());
    }

    /** {@inheritDoc} Two seeds in every hole except {@code a2} and {@code l3}; South to move. */
    @Override
    public BaoState initialState() {
        return initial;
    }

    /** {@inheritDoc} {@link BaoSide#SOUTH} or {@link BaoSide#NORTH}. */
    @Override
    public BaoSide playerToMove(BaoState state) {
        return state.toMove();
    }

    /**
     * {@inheritDoc}
     *
     * <p>The multi-seed moves, or when there is none the singleton moves, in the mover's sowing
     * order ({@code a1..l1, l2..a2} for South, {@code a3..l3, l4..a4} for North); the moves are
     * shared instances.
     */
    @Override
    public List<BaoMove> legalMoves(BaoState state) {
        return Engine.legalMoves(state.position());
    }

    /**
     * {@inheritDoc}
     *
     * <p>The reasons are the {@link BaoIllegalMoveReason}s, checked in the order game over, not your
     * hole, empty hole, singleton not allowed, blocked singleton.
     */
    @Override
    public Optional<IllegalMoveReason> check(BaoState state, BaoMove move) {
        return Engine.check(state.position(), move.hole());
    }

    /**
     * {@inheritDoc}
     *
     * <p>Sows under the state's rules (its {@linkplain BaoRules#maxSowingLaps() lap limit}),
     * captures, and judges the new state; an endless sowing leaves the board as it was and ends the
     * game.
     *
     * @throws IllegalMoveException with a {@link BaoIllegalMoveReason} when the move is not legal
     */
    @Override
    public BaoState apply(BaoState state, BaoMove move) {
        return new BaoState(Engine.apply(state.position(), move));
    }

    /**
     * {@inheritDoc}
     *
     * <p>An endless sowing is a draw, or under the state's Hawalis convention a win for the player
     * to move (the opponent of its mover).
     */
    @Override
    public Status status(BaoState state) {
        return Engine.status(state.position());
    }

    /** {@inheritDoc} The origin hole, e.g. {@code c1}. */
    @Override
    public String formatMove(BaoMove move) {
        return move.notation();
    }

    /**
     * {@inheritDoc}
     *
     * <p>A move is its origin hole, case-insensitive; the state is not needed.
     *
     * @return the shared move
     * @throws NotationException naming the field {@code move} when the text is not a hole
     */
    @Override
    public BaoMove.Sow parseMove(BaoState state, String text) {
        return MoveNotation.parse(text);
    }

    /**
     * {@inheritDoc}
     *
     * <p>Four ranks from rank 4 down, twelve counts each, then the player to move and the captured
     * seeds, e.g. the start position
     * {@code 2,2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2,0/0,2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2,2 S 0,0}.
     */
    @Override
    public String formatPosition(BaoState state) {
        return state.toString();
    }

    /**
     * {@inheritDoc}
     *
     * <p>The notation records no rules, so the state takes this instance's. It starts a new
     * history: it is the first position for the repetition rule. It is judged by the first two end
     * checks applied to the player to move: with no seeds or no legal move, that player has lost.
     */
    @Override
    public BaoState parsePosition(String text) {
        return new BaoState(PositionNotation.parse(text, rules));
    }

    /**
     * {@inheritDoc}
     *
     * <p>Four rows of holes with their counts, the origin of the last move ringed in blue and its
     * last hole in red, the captured seeds, the player to move and the status.
     */
    @Override
    public String renderSvg(BaoState state) {
        return SvgRenderer.render(state.position());
    }

    /**
     * {@inheritDoc}
     *
     * <p>The four ranks under their file letters, South's two rows at the bottom, empty holes as
     * {@code .}; then the captured seeds, the last move and who is to move or the result. After
     * {@code a1} from the start:
     *
     * <pre>
     *     a  b  c  d  e  f  g  h  i  j  k  l
     * 4   .  2  2  2  2  2  2  2  2  2  2  2   North
     * 3   .  2  2  2  2  2  2  2  2  2  2  .
     *   ------------------------------------
     * 2   1  3  3  .  3  3  .  3  3  .  3  3
     * 1   .  3  .  3  3  .  3  3  .  3  3  .   South
     *     a  b  c  d  e  f  g  h  i  j  k  l
     * captured: South 4, North 0
     * last move a1, ended in a2; North to move
     * </pre>
     */
    @Override
    public String renderText(BaoState state) {
        return TextRenderer.render(state.position());
    }

    /**
     * Whether another object is a Bao Kigogo instance with the same rules.
     *
     * @param o another object
     * @return whether the rules are equal
     */
    @Override
    public boolean equals(@Nullable Object o) {
        return o instanceof BaoKigogo other && other.rules.equals(rules);
    }

    /**
     * A hash code consistent with {@link #equals}: that of the rules.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        return rules.hashCode();
    }

    /**
     * The instance for people: {@code BaoKigogo[} and the rules notation {@code ]}.
     *
     * @return e.g. {@code BaoKigogo[endless=draw]}
     */
    @Override
    public String toString() {
        return "BaoKigogo[" + rules.notation() + "]";
    }
}
