package io.github.boardrules.baokigogo;

import io.github.boardrules.baokigogo.internal.MoveNotation;
import io.github.boardrules.baokigogo.internal.PositionNotation;
import io.github.boardrules.baokigogo.internal.SvgRenderer;
import io.github.boardrules.baokigogo.internal.TextRenderer;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.IllegalMoveReason;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.PlayoutPolicy;
import io.github.boardrules.common.Status;
import io.github.boardrules.common.search.SearchSupport;
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
 * <p><b>A state carries its rules</b> ({@link BaoState#rules()}): its lap limit and endless-sowing
 * convention decide, whichever instance is called.
 */
public final class BaoKigogo implements Game<BaoState, BaoMove> {
    private static final BaoKigogo STANDARD = new BaoKigogo(BaoRules.standard());
    private static final BaoKigogo HAWALIS =
            new BaoKigogo(BaoRules.builder().endlessSowingLoses(true).build());

    private final BaoRules rules;
    private final BaoState initial;

    private BaoKigogo(BaoRules rules) {
        this.rules = rules;
        this.initial = Engine.start(rules, PositionNotation.parse(PositionNotation.INITIAL));
    }

    /** {@return Bao Kigogo as on the rule page: an endless sowing is a draw} */
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

    /** {@return the rules options of this instance} */
    public BaoRules rules() {
        return rules;
    }

    /**
     * {@return the game's identifier, used by game records and {@code Games.find}} For Bao
     * Kigogo, {@code baokigogo}.
     */
    @Override
    public String id() {
        return "baokigogo";
    }

    /**
     * The rules options of this instance in notation. For Bao Kigogo, {@code endless=draw} (the
     * default) or {@code endless=loss} (the Hawalis convention), followed by {@code laps=N} when the
     * {@linkplain BaoRules#maxSowingLaps() lap limit} is not the default 1,000,000, or {@code
     * laps=none} when there is none.
     *
     * @return the rules notation
     */
    @Override
    public String rulesNotation() {
        return rules.notation();
    }

    /**
     * The same game under other rules options, read from their notation. Accepts {@code
     * endless=draw} or {@code endless=loss} and {@code laps=N} or {@code laps=none}, each at most
     * once; the empty string gives the default.
     *
     * @param rulesNotation options in rules notation
     * @return the game with those options
     * @throws NotationException when the options cannot be read or are out of range
     */
    @Override
    public BaoKigogo withRules(String rulesNotation) {
        return withRules(BaoRules.parse(rulesNotation));
    }

    /**
     * The same game under the rules a state is played under. The instance for {@link
     * BaoState#rules()}.
     *
     * @param state a state
     * @return the game with the state's rules
     */
    @Override
    public BaoKigogo withRulesOf(BaoState state) {
        return withRules(state.rules());
    }

    /**
     * {@return the position a game starts from under these rules} Two seeds in every hole except
     * {@code a2} and {@code l3}; South to move.
     */
    @Override
    public BaoState initialState() {
        return initial;
    }

    /**
     * The player whose turn it is; in a finished game, the player who would move next. {@link
     * BaoSide#SOUTH} or {@link BaoSide#NORTH}.
     *
     * @param state a state
     * @return the player to move
     */
    @Override
    public BaoSide playerToMove(BaoState state) {
        return state.toMove();
    }

    /**
     * Every legal move of a state, in a fixed order; empty once the game is over. The multi-seed
     * moves, or when there is none the singleton moves, in the mover's sowing order ({@code a1..l1,
     * l2..a2} for South, {@code a3..l3, l4..a4} for North); the moves are shared instances.
     *
     * @param state a state
     * @return an immutable list of moves
     */
    @Override
    public List<BaoMove> legalMoves(BaoState state) {
        return Engine.legalMoves(state);
    }

    /**
     * Says why a move is illegal in a state, without throwing. The reasons are the {@link
     * BaoIllegalMoveReason}s, checked in the order game over, not your hole, empty hole, singleton
     * not allowed, blocked singleton.
     *
     * @param state a state
     * @param move a move
     * @return the reason, or empty when the move is legal
     */
    @Override
    public Optional<IllegalMoveReason> check(BaoState state, BaoMove move) {
        return Engine.check(state, move.hole());
    }

    /**
     * Plays a legal move: the state after it; the given state never changes. Sows under the state's
     * rules (its {@linkplain BaoRules#maxSowingLaps() lap limit}), captures, and judges the new
     * state; an endless sowing leaves the board as it was and ends the game.
     *
     * @param state a state
     * @param move a move
     * @return the state after the move, with the same rules
     * @throws IllegalMoveException with a {@link BaoIllegalMoveReason} when the move is not legal
     */
    @Override
    public BaoState apply(BaoState state, BaoMove move) {
        return Engine.apply(state, move);
    }

    /**
     * What the sowing of a legal move does, lap by lap: the hole each lap takes its seeds from,
     * so every hole a seed is sown into, in order, relays included; the hole the move ends in; and
     * the opponent's holes the capture there empties. The move is played by the same code as
     * {@link #apply}, under the state's rules, with the laps written down as they are sown, so it
     * costs about one {@code apply} and memory for each lap; {@code apply} itself records nothing.
     *
     * <pre>{@code
     * SowingTrail trail = game.sowingTrail(game.initialState(), BaoMove.sow(Hole.parse("a1")));
     * trail.lapCount();   // 8: a1×2, c1×3, f1×3, i1×3, l1×3, j2×3, g2×3, d2×3
     * trail.end();        // Optional[a2]
     * trail.captures();   // [Capture[hole=a3, seeds=2], Capture[hole=a4, seeds=2]]
     * }</pre>
     *
     * @param state a state
     * @param move a move legal in it
     * @return the trail
     * @throws IllegalMoveException with a {@link BaoIllegalMoveReason} when the move is not legal
     */
    public SowingTrail sowingTrail(BaoState state, BaoMove move) {
        SowingRecorder recorder = new SowingRecorder(state.toMove());
        BaoState after = Engine.apply(state, move, recorder);
        return recorder.trail(move, after);
    }

    /**
     * Whether the game goes on, or how it ended. An endless sowing is a draw, or under the state's
     * Hawalis convention a win for the player to move (the opponent of its mover).
     *
     * @param state a state
     * @return the status
     */
    @Override
    public Status status(BaoState state) {
        return Engine.status(state);
    }

    /**
     * Writes a move in notation. The origin hole, e.g. {@code c1}.
     *
     * @param move a move
     * @return the canonical notation
     */
    @Override
    public String formatMove(BaoMove move) {
        return move.notation();
    }

    /**
     * Reads a move in notation; the move need not be legal in the state. A move is its origin hole,
     * case-insensitive; the state is not needed.
     *
     * @param state a state
     * @param text the text in notation
     * @return the shared move
     * @throws NotationException naming the field {@code move} when the text is not a hole
     */
    @Override
    public BaoMove.Sow parseMove(BaoState state, String text) {
        return MoveNotation.parse(text);
    }

    /**
     * Writes a state's position in notation. Four ranks from rank 4 down, twelve counts each, then
     * the player to move and the captured seeds; the package description shows the start position.
     *
     * @param state a state
     * @return the canonical notation of its position
     */
    @Override
    public String formatPosition(BaoState state) {
        return state.toString();
    }

    /**
     * Reads a position in notation, with no history before it. The notation records no rules, so
     * the state takes this instance's. It starts a new history: it is the first position for the
     * repetition rule. It is judged by the first two end checks applied to the player to move: with
     * no seeds or no legal move, that player has lost.
     *
     * @param text the text in notation
     * @return the state
     * @throws NotationException naming the field that cannot be read
     */
    @Override
    public BaoState parsePosition(String text) {
        return Engine.start(rules, PositionNotation.parse(text));
    }

    /**
     * Bao Kigogo's encodings for search and learning: 24 actions (the mover's holes in sowing
     * order), 7 observation planes of 4×12 from the mover's side, the identity as the only symmetry
     * and a stable hash, the same under every rules option; the layout is described in the
     * {@linkplain io.github.boardrules.baokigogo package overview}.
     *
     * @return the search support
     */
    @Override
    public SearchSupport<BaoState, BaoMove> searchSupport() {
        return BaoSearch.INSTANCE;
    }

    /**
     * The playout policy for search bots: the move that captures the most seeds, a uniformly random
     * one when none captures. Bao Kigogo is won by capturing, and uniformly random playouts ignore
     * captures that any player would take; a ply costs one {@code apply} per legal move.
     *
     * @return the capture-first policy under this instance's rules
     */
    @Override
    public PlayoutPolicy<BaoState, BaoMove> searchPlayoutPolicy() {
        return new CaptureFirstPolicy(this);
    }

    /**
     * Draws a state as a standalone SVG document. Four rows of holes with their counts, the origin
     * of the last move ringed in blue and its last hole in red, the captured seeds, the player to
     * move and the status.
     *
     * @param state a state
     * @return the SVG text
     */
    @Override
    public String renderSvg(BaoState state) {
        return SvgRenderer.render(state.diagram(), Engine.status(state));
    }

    /**
     * Draws a state as plain text for terminals. The four ranks under their file letters, South's
     * two rows at the bottom, empty holes as {@code .}; then the captured seeds, the last move and
     * who is to move or the result (an example is in the package description).
     *
     * @param state a state
     * @return the text, lines separated by {@code \n}
     */
    @Override
    public String renderText(BaoState state) {
        return TextRenderer.render(state.diagram(), Engine.status(state));
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

    /** {@return a hash code consistent with {@link #equals}: that of the rules} */
    @Override
    public int hashCode() {
        return rules.hashCode();
    }

    /** {@return the instance for people: {@code BaoKigogo[} and the rules notation {@code ]}} */
    @Override
    public String toString() {
        return "BaoKigogo[" + rules.notation() + "]";
    }
}
