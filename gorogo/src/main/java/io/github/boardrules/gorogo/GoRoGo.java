package io.github.boardrules.gorogo;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.IllegalMoveReason;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.PlayoutOptions;
import io.github.boardrules.common.PlayoutPolicy;
import io.github.boardrules.common.Playouts;
import io.github.boardrules.common.Status;
import io.github.boardrules.gorogo.internal.MoveNotation;
import io.github.boardrules.gorogo.internal.Position;
import io.github.boardrules.gorogo.internal.PositionNotation;
import io.github.boardrules.gorogo.internal.SvgRenderer;
import io.github.boardrules.gorogo.internal.TextRenderer;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * GoRoGo under a set of {@link GoRoGoRules}: the entry point of this library. Instances are
 * immutable and thread-safe; every method is a pure function of its arguments. Two instances are
 * equal when their rules are.
 *
 * <pre>{@code
 * GoRoGo game = GoRoGo.withRules(GoRoGoRules.withSetup(Point.parse("c3")));
 * GoRoGoState state = game.initialState();                     // neutral Henge on c3
 * for (GoRoGoMove move : game.legalMoves(state)) { ... }
 * state = game.apply(state, GoRoGoMove.piece(Point.parse("b2")));
 * }</pre>
 *
 * <p><b>A state carries its rules.</b> Every method that takes a state answers from
 * {@link GoRoGoState#rules()}, whichever instance it is called on; this instance's rules matter only
 * for {@link #initialState()}, {@link #rulesNotation()} and {@link #parsePosition} (positions are
 * read under them). {@link #withRulesOf} gives the game of a state's rules.
 */
public final class GoRoGo implements Game<GoRoGoState, GoRoGoMove> {
    private static final GoRoGo STANDARD = new GoRoGo(GoRoGoRules.standard());

    private final GoRoGoRules rules;
    private final GoRoGoState initial;

    private GoRoGo(GoRoGoRules rules) {
        this.rules = rules;
        Position start =
                rules.setupPoint().map(p -> Position.afterSetup(p.index())).orElse(Position.EMPTY);
        this.initial = Engine.state(start, rules);
    }

    /** {@return GoRoGo under the published rules} The game starts with White's setup move. */
    public static GoRoGo standard() {
        return STANDARD;
    }

    /**
     * GoRoGo under the given rules options.
     *
     * @param rules the options
     * @return the game
     */
    public static GoRoGo withRules(GoRoGoRules rules) {
        return rules.equals(STANDARD.rules) ? STANDARD : new GoRoGo(rules);
    }

    /** {@return the rules options of this game} */
    public GoRoGoRules rules() {
        return rules;
    }

    /** {@return the game's identifier, {@code gorogo}} Game records name the game by it. */
    @Override
    public String id() {
        return "gorogo";
    }

    /**
     * The rules options of this instance in rules notation: the empty string for the standard
     * rules, otherwise the options that differ from them, such as {@code setup=c3},
     * {@code lastHenge=loses} or both ({@link GoRoGoRules#notation()}).
     *
     * @return the rules notation
     */
    @Override
    public String rulesNotation() {
        return rules.notation();
    }

    /**
     * The same game under rules options written in rules notation, read by
     * {@link GoRoGoRules#parse}.
     *
     * @param rulesNotation the options, e.g. {@code setup=c3 lastHenge=loses}; empty for the
     *     standard rules
     * @return the game with those options
     * @throws NotationException naming the option that cannot be read, at its offset
     */
    @Override
    public GoRoGo withRules(String rulesNotation) {
        return withRules(GoRoGoRules.parse(rulesNotation));
    }

    /**
     * The game under the rules a state is played under.
     *
     * @param state a state
     * @return {@code withRules(state.rules())}
     */
    @Override
    public GoRoGo withRulesOf(GoRoGoState state) {
        return withRules(state.rules());
    }

    /**
     * The state a game starts from under this instance's rules: under the standard rules the empty
     * board in the setup phase, White to place the neutral Henge; with a setup point the position
     * after that setup move, Black to move.
     *
     * @return the start state, carrying these rules
     */
    @Override
    public GoRoGoState initialState() {
        return initial;
    }

    /**
     * The player whose turn it is: White in the setup phase, then Black and White in turn; in a
     * finished game the player who would move next.
     *
     * @param state a state
     * @return {@link GoRoGoState#toMove()}
     */
    @Override
    public Colour playerToMove(GoRoGoState state) {
        return state.toMove();
    }

    /**
     * Every legal move under the state's rules: in the setup phase the 25 setup moves; then the
     * coloured pieces and after them the Henge, each in point order {@code a1, b1, …, e5}. Under
     * {@code lastHenge=loses} a Henge is listed on a player's last placement too.
     *
     * @param state a state
     * @return an immutable list of shared move instances, empty once the game is over
     */
    @Override
    public List<GoRoGoMove> legalMoves(GoRoGoState state) {
        return Engine.legalMoves(state);
    }

    /**
     * Says why a move is illegal under the state's rules, without throwing: the first
     * {@link GoRoGoIllegalMoveReason} that applies, in declared order. In a game lost for lack of a
     * legal move each move gets the reason it is illegal, not {@code game-over}.
     *
     * @param state a state
     * @param move a move
     * @return the reason, or empty when the move is legal
     */
    @Override
    public Optional<IllegalMoveReason> check(GoRoGoState state, GoRoGoMove move) {
        return Optional.ofNullable(Engine.check(state, move));
    }

    /**
     * Plays a move under the state's rules: places the piece and removes every opponent group left
     * without a liberty, Henge counting as the mover's colour. A Henge as a last placement (legal only
     * under {@code lastHenge=loses}) then ends the game.
     *
     * @param state the state before the move; never changed
     * @param move a legal move
     * @return the state after the move, with the same rules
     * @throws IllegalMoveException with the reason {@link #check} gives when the move is illegal
     */
    @Override
    public GoRoGoState apply(GoRoGoState state, GoRoGoMove move) {
        return Engine.apply(state, move);
    }

    /**
     * Whether the game goes on, or how it ended, under the state's rules: a win for the reasons of
     * {@link GoRoGoEndReason} ({@code win:w:tie-white}, {@code win:b:no-legal-move}, …), with both
     * players' captures as scores, Black first. Under {@code lastHenge=loses} a Henge as a last
     * placement loses even when it is the 24th.
     *
     * @param state a state
     * @return {@link Status#ONGOING} or the outcome
     */
    @Override
    public Status status(GoRoGoState state) {
        return Engine.status(state);
    }

    /**
     * Writes a move: {@code c3} for a coloured piece, {@code Hc3} for a Henge or the setup move.
     *
     * @param move a move
     * @return {@link GoRoGoMove#notation()}
     */
    @Override
    public String formatMove(GoRoGoMove move) {
        return move.notation();
    }

    /**
     * Reads a move: {@code c3} is a coloured piece; {@code Hc3} (or {@code hc3}) is the setup move
     * when {@code state} is in the setup phase and a Henge placement otherwise. The point's letter
     * may be upper case. The move need not be legal in {@code state}.
     *
     * @param state the state the move is meant for
     * @param text the move
     * @return the shared move instance
     * @throws NotationException naming the field {@code move} and the offset of the bad character
     */
    @Override
    public GoRoGoMove parseMove(GoRoGoState state, String text) {
        return MoveNotation.parse(text, state.isSetupPhase());
    }

    /**
     * Writes the position of a state in position notation, described on
     * {@link GoRoGoState#toString()}; the notation does not record the rules.
     *
     * @param state a state
     * @return the canonical notation
     */
    @Override
    public String formatPosition(GoRoGoState state) {
        return PositionNotation.format(Engine.position(state));
    }

    /**
     * Reads a position under this instance's rules, as described on {@link GoRoGoState#toString()};
     * the state has no last move. Checks the syntax, the piece totals (10 per colour, 5 Henge or 4 in
     * the setup phase) and that the player to move agrees with the hands, not that the position can
     * arise in play. A position written after a Henge as a last placement reads back as the position
     * only: the notation cannot show that ending.
     *
     * @param text a position in notation
     * @return the state, carrying this instance's rules
     * @throws NotationException naming the field ({@code rank 5}, …, {@code player to move},
     *     {@code black hand}, {@code white hand}, {@code captures}, {@code henge}) and the offset
     */
    @Override
    public GoRoGoState parsePosition(String text) {
        return Engine.state(PositionNotation.parse(text), rules);
    }

    /**
     * GoRoGo's playout policy: a uniformly random legal move to the end of the game, chosen as
     * {@link PlayoutPolicy#uniform()} chooses it. {@link Playouts} plays it on the packed position,
     * picking each move straight from the legal-move word with no list or move object per ply; the
     * games are the ones the generic loop plays (same moves, same random draws, equal final states),
     * 10–25 % faster in the benchmarks. {@link Playouts#play(Game, Object, PlayoutOptions)} uses it too.
     *
     * @return the uniform policy, with no ply limit (every game ends within 25 moves)
     */
    @Override
    public PlayoutPolicy<GoRoGoState, GoRoGoMove> playoutPolicy() {
        return UniformPolicy.INSTANCE;
    }

    /**
     * GoRoGo's encodings for search and learning: 50 actions, 11 observation planes of 5×5, the 8
     * symmetries of the square and a stable hash, the same under every rules option; the layout is
     * described in the {@linkplain io.github.boardrules.gorogo package overview}; with GoRoGo's own
     * {@linkplain GoRoGoSearchSupport#captureCount capture count} of an action.
     *
     * @return the search support
     */
    @Override
    public GoRoGoSearchSupport searchSupport() {
        return GoRoGoSearch.INSTANCE;
    }

    /**
     * Draws a state as a standalone SVG document: the board with its pieces (Henge drawn half
     * black, half white), the last move ringed in red, and below it both hands, both capture counts
     * and the status.
     *
     * @param state a state
     * @return the SVG text
     */
    @Override
    public String renderSvg(GoRoGoState state) {
        return SvgRenderer.render(Engine.position(state), status(state));
    }

    /**
     * Draws a state as plain text for terminals: the board with rank and file labels ({@code B},
     * {@code W}, {@code H}, {@code .}), then both hands and capture counts, the last move and the
     * status, as shown in the {@linkplain io.github.boardrules.gorogo package overview}.
     *
     * @param state a state
     * @return the text, lines ending in {@code \n}
     */
    @Override
    public String renderText(GoRoGoState state) {
        return TextRenderer.render(Engine.position(state), status(state));
    }

    /**
     * Whether another object is a GoRoGo game with equal rules.
     *
     * @param other an object
     * @return {@code true} when the rules are equal
     */
    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof GoRoGo that && rules.equals(that.rules);
    }

    /** {@return a hash of the rules} */
    @Override
    public int hashCode() {
        return rules.hashCode();
    }

    /** {@return the game and its rules notation, such as {@code GoRoGo[setup=c3]}} */
    @Override
    public String toString() {
        return "GoRoGo[" + rules.notation() + "]";
    }
}
