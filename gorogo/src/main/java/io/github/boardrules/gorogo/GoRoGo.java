package io.github.boardrules.gorogo;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.IllegalMoveReason;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.Status;
import io.github.boardrules.gorogo.internal.Engine;
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
 *
 * <p><b>Move order.</b> {@link #legalMoves} lists, in the setup phase, the 25 setup moves in point
 * order {@code a1, b1, …, e5}; afterwards first the coloured-piece placements and then the Henge
 * placements, each in point order.
 *
 * <p><b>Refusals.</b> {@link #check} reports the first of the {@link GoRoGoIllegalMoveReason}s that
 * applies, in their declared order. {@code game-over} means that all 24 placements have been made,
 * or that a Henge was a player's last placement under {@code lastHenge=loses}; in a game lost for
 * lack of a legal move every move is refused with the reason it is illegal (occupied, suicide, Henge
 * on the last placement, …), which is why the player had none.
 */
public final class GoRoGo implements Game<GoRoGoState, GoRoGoMove> {
    private static final GoRoGo STANDARD = new GoRoGo(GoRoGoRules.standard());

    private final GoRoGoRules rules;
    private final GoRoGoState initial;

    private GoRoGo(GoRoGoRules rules) {
        this.rules = rules;
        Position start = rules.setupPoint()
                .map(point -> Position.afterSetup(point.index()))
                .orElse(Position.EMPTY);
        this.initial = new GoRoGoState(start, rules);
    }

    /**
     * GoRoGo under the published rules: the game starts with White's setup move.
     *
     * @return the game
     */
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

    /**
     * The rules options of this game.
     *
     * @return the rules
     */
    public GoRoGoRules rules() {
        return rules;
    }

    /**
     * {@inheritDoc}
     *
     * @return {@code gorogo}
     */
    @Override
    public String id() {
        return "gorogo";
    }

    /**
     * {@inheritDoc} The empty string for the standard rules; otherwise the options that differ from
     * it, such as {@code setup=c3}, {@code lastHenge=loses} or both ({@link GoRoGoRules#notation()}).
     */
    @Override
    public String rulesNotation() {
        return rules.notation();
    }

    /**
     * {@inheritDoc} The options are read by {@link GoRoGoRules#parse}.
     */
    @Override
    public GoRoGo withRules(String rulesNotation) {
        return withRules(GoRoGoRules.parse(rulesNotation));
    }

    /**
     * {@inheritDoc}
     *
     * @return {@code withRules(state.rules())}
     */
    @Override
    public GoRoGo withRulesOf(GoRoGoState state) {
        return withRules(state.rules());
    }

    /**
     * {@inheritDoc} Under the standard rules this is the empty board in the setup phase, White to
     * place the neutral Henge; with a setup point it is the position after that setup move.
     */
    @Override
    public GoRoGoState initialState() {
        return initial;
    }

    /**
     * {@inheritDoc} White in the setup phase, then Black and White in turn.
     *
     * @return {@link GoRoGoState#toMove()}
     */
    @Override
    public Colour playerToMove(GoRoGoState state) {
        return state.toMove();
    }

    /**
     * {@inheritDoc} In the setup phase the 25 setup moves; then the coloured pieces and after them
     * the Henge, each in point order {@code a1, b1, …, e5}. Under {@code lastHenge=loses} a Henge is
     * listed on a player's last placement too.
     */
    @Override
    public List<GoRoGoMove> legalMoves(GoRoGoState state) {
        return Engine.legalMoves(state.position(), state.rules());
    }

    /**
     * {@inheritDoc} The reason is a {@link GoRoGoIllegalMoveReason}, the first that applies in
     * declared order.
     */
    @Override
    public Optional<IllegalMoveReason> check(GoRoGoState state, GoRoGoMove move) {
        return Optional.ofNullable(Engine.check(state.position(), state.rules(), move));
    }

    /**
     * {@inheritDoc} The piece is placed and every opponent group without a liberty removed, Henge
     * counting as the mover's colour; a Henge as a last placement (legal only under {@code
     * lastHenge=loses}) ends the game.
     */
    @Override
    public GoRoGoState apply(GoRoGoState state, GoRoGoMove move) {
        return new GoRoGoState(Engine.apply(state.position(), state.rules(), move), state.rules());
    }

    /**
     * {@inheritDoc} Finished games report both players' captures as their scores, Black first:
     * {@code win:b:captures} or {@code win:w:captures} after 24 placements with unequal captures,
     * {@code win:w:tie-white} with equal ones, {@code win:<opponent>:no-legal-move} when the player
     * to move has no legal move, and under {@code lastHenge=loses} {@code win:<opponent>:henge-last}
     * when a player's last placement was a Henge (even if it was the 24th).
     */
    @Override
    public Status status(GoRoGoState state) {
        return Engine.status(state.position(), state.rules());
    }

    /**
     * {@inheritDoc}
     *
     * @return {@link GoRoGoMove#notation()}, {@code c3} or {@code Hc3}
     */
    @Override
    public String formatMove(GoRoGoMove move) {
        return move.notation();
    }

    /**
     * {@inheritDoc} {@code c3} is a coloured piece; {@code Hc3} (or {@code hc3}) is the setup move
     * when {@code state} is in the setup phase and a Henge placement otherwise. The point's letter
     * may be upper case. Errors name the field {@code move}.
     */
    @Override
    public GoRoGoMove parseMove(GoRoGoState state, String text) {
        return MoveNotation.parse(text, state.isSetupPhase());
    }

    /**
     * {@inheritDoc} The notation is described on {@link GoRoGoState#toString()}; it does not record
     * the rules.
     */
    @Override
    public String formatPosition(GoRoGoState state) {
        return PositionNotation.format(state.position());
    }

    /**
     * {@inheritDoc} The notation is described on {@link GoRoGoState#toString()}; the state gets this
     * instance's rules. Parsing checks each field's syntax, that each colour's pieces on the board,
     * in hand and captured add up to 10, that the Henge add up to 5 (or 4 with an empty board in the
     * setup phase) and that the player to move agrees with the placements the hands show; it does
     * not check that the position can arise in play. A position written after a game ended by a
     * Henge as a last placement reads back as the position only: the notation does not show that
     * ending.
     *
     * @throws NotationException naming the field ({@code rank 5}, …, {@code player to move},
     *     {@code black hand}, {@code white hand}, {@code captures}, {@code henge}) and the offset
     */
    @Override
    public GoRoGoState parsePosition(String text) {
        return new GoRoGoState(PositionNotation.parse(text), rules);
    }

    /**
     * {@inheritDoc} The board with its pieces (Henge drawn half black, half white), the last move
     * ringed in red, and below it both hands, both capture counts and the status.
     */
    @Override
    public String renderSvg(GoRoGoState state) {
        return SvgRenderer.render(state, status(state));
    }

    /**
     * {@inheritDoc} The board with rank and file labels ({@code B}, {@code W}, {@code H},
     * {@code .}), then both hands and capture counts, the last move and the status, e.g.
     *
     * <pre>
     * 5  . . W . .
     * 4  . W B W .
     * 3  . H . B B
     * 2  B W B . .
     * 1  . . . . B
     *    a b c d e
     * Black 4/2 in hand, captured 1; White 5/2 in hand, captured 0
     * last move c4; White to move
     * </pre>
     */
    @Override
    public String renderText(GoRoGoState state) {
        return TextRenderer.render(state, status(state));
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

    /**
     * A hash of the rules.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return rules.hashCode();
    }

    /**
     * The game and its rules notation, e.g. {@code GoRoGo[setup=c3]}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return "GoRoGo[" + rules.notation() + "]";
    }
}
