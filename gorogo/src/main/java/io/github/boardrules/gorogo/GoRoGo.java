package io.github.boardrules.gorogo;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.IllegalMoveReason;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Score;
import io.github.boardrules.common.Status;
import io.github.boardrules.common.internal.ImmutableArrayList;
import io.github.boardrules.gorogo.internal.Bits;
import io.github.boardrules.gorogo.internal.Engine;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * GoRoGo under a set of {@link GoRoGoRules}: the entry point of this library. Instances are
 * immutable and thread-safe; every method is a pure function of its arguments.
 *
 * <pre>{@code
 * GoRoGo game = GoRoGo.standard();
 * GoRoGoState state = game.initialStateWithSetup(Point.parse("c3"));
 * for (GoRoGoMove move : game.legalMoves(state)) { ... }
 * state = game.apply(state, GoRoGoMove.piece(Point.parse("b2")));
 * }</pre>
 *
 * <p><b>Move order.</b> {@link #legalMoves} lists, in the setup phase, the 25 setup moves in point
 * order {@code a1, b1, …, e5}; afterwards first the coloured-piece placements and then the Henge
 * placements, each in point order.
 *
 * <p><b>Refusals.</b> {@link #check} reports the first of the {@link GoRoGoIllegalMoveReason}s that
 * applies, in their declared order. {@code game-over} means that all 24 placements have been made;
 * in a game lost for lack of a legal move every move is refused with the reason it is illegal
 * (occupied, suicide, Henge on the last placement, …), which is why the player had none.
 */
public final class GoRoGo implements Game<GoRoGoState, GoRoGoMove> {
    private static final Logger LOG = LoggerFactory.getLogger(GoRoGo.class);
    private static final GoRoGoState EMPTY = new GoRoGoState(0, 0, 0, 10, 2, 10, 2, GoRoGoState.NO_MOVE);
    private static final GoRoGo STANDARD = new GoRoGo(GoRoGoRules.standard());

    private static final int PIECE = 0;
    private static final int HENGE = 1;
    private static final int SETUP = 2;

    private final GoRoGoRules rules;
    private final GoRoGoState initial;

    private GoRoGo(GoRoGoRules rules) {
        this.rules = rules;
        this.initial = rules.setupPoint().map(GoRoGo::afterSetup).orElse(EMPTY);
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
        if (rules.setupPoint().isEmpty()) {
            return STANDARD;
        }
        LOG.debug("GoRoGo with rules '{}'", rules.notation());
        return new GoRoGo(rules);
    }

    /**
     * The rules options of this game.
     *
     * @return the rules
     */
    public GoRoGoRules rules() {
        return rules;
    }

    @Override
    public String id() {
        return "gorogo";
    }

    /**
     * {@inheritDoc} The empty string for the standard rules, {@code setup=c3} when the game starts
     * with the neutral Henge on {@code c3}.
     */
    @Override
    public String rulesNotation() {
        return rules.notation();
    }

    @Override
    public GoRoGo withRules(String rulesNotation) {
        return withRules(GoRoGoRules.parse(rulesNotation));
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
     * The position after the setup move on a chosen point, whatever these rules say: Black to make
     * the first placement.
     *
     * @param point where the neutral Henge stands
     * @return the state
     */
    public GoRoGoState initialStateWithSetup(Point point) {
        return afterSetup(point);
    }

    private static GoRoGoState afterSetup(Point point) {
        return new GoRoGoState(0, 0, 1 << point.index(), 10, 2, 10, 2, 2 * 25 + point.index());
    }

    @Override
    public Colour playerToMove(GoRoGoState state) {
        return state.toMove();
    }

    @Override
    public List<GoRoGoMove> legalMoves(GoRoGoState state) {
        if (state.isSetupPhase()) {
            return MoveTable.SETUP_MOVES;
        }
        if (state.placements() == 24) {
            return ImmutableArrayList.empty();
        }
        boolean black = state.toMove() == Colour.BLACK;
        int own = (black ? state.blackMask() : state.whiteMask()) | state.hengeMask();
        int opponent = black ? state.whiteMask() : state.blackMask();
        int pieces = black ? state.blackPieces() : state.whitePieces();
        int henge = black ? state.blackHenge() : state.whiteHenge();
        int pieceMask = pieces > 0 ? Engine.allowedPieces(own, opponent) : 0;
        int hengeMask = henge > 0 && pieces + henge > 1 ? Bits.FULL & ~(own | opponent) : 0;
        int n = Integer.bitCount(pieceMask) + Integer.bitCount(hengeMask);
        if (n == 0) {
            return ImmutableArrayList.empty();
        }
        GoRoGoMove[] moves = new GoRoGoMove[n];
        int i = 0;
        while (pieceMask != 0) {
            moves[i++] = MoveTable.PIECES[Integer.numberOfTrailingZeros(pieceMask)];
            pieceMask &= pieceMask - 1;
        }
        while (hengeMask != 0) {
            moves[i++] = MoveTable.HENGE[Integer.numberOfTrailingZeros(hengeMask)];
            hengeMask &= hengeMask - 1;
        }
        return ImmutableArrayList.wrap(moves, n);
    }

    @Override
    public Optional<IllegalMoveReason> check(GoRoGoState state, GoRoGoMove move) {
        GoRoGoIllegalMoveReason refusal =
                refusal(state, kind(move), move.point().index());
        if (refusal == null && move instanceof GoRoGoMove.Piece) {
            boolean black = state.toMove() == Colour.BLACK;
            int own = (black ? state.blackMask() : state.whiteMask()) | state.hengeMask();
            int opponent = black ? state.whiteMask() : state.blackMask();
            if (!Engine.pieceAllowed(own, opponent, 1 << move.point().index())) {
                refusal = GoRoGoIllegalMoveReason.SUICIDE;
            }
        }
        return Optional.ofNullable(refusal);
    }

    private static int kind(GoRoGoMove move) {
        if (move instanceof GoRoGoMove.Piece) {
            return PIECE;
        }
        return move instanceof GoRoGoMove.Henge ? HENGE : SETUP;
    }

    /** Every refusal except suicide, which needs the capture computation. */
    private static @Nullable GoRoGoIllegalMoveReason refusal(GoRoGoState state, int kind, int index) {
        if (state.placements() == 24) {
            return GoRoGoIllegalMoveReason.GAME_OVER;
        }
        boolean setupPhase = state.isSetupPhase();
        if (setupPhase) {
            return kind == SETUP ? null : GoRoGoIllegalMoveReason.SETUP_REQUIRED;
        }
        if (kind == SETUP) {
            return GoRoGoIllegalMoveReason.SETUP_DONE;
        }
        if (((state.blackMask() | state.whiteMask() | state.hengeMask()) & (1 << index)) != 0) {
            return GoRoGoIllegalMoveReason.OCCUPIED;
        }
        boolean black = state.toMove() == Colour.BLACK;
        int pieces = black ? state.blackPieces() : state.whitePieces();
        if (kind == PIECE) {
            return pieces == 0 ? GoRoGoIllegalMoveReason.NO_PIECE_IN_HAND : null;
        }
        int henge = black ? state.blackHenge() : state.whiteHenge();
        if (henge == 0) {
            return GoRoGoIllegalMoveReason.NO_HENGE_IN_HAND;
        }
        return pieces + henge == 1 ? GoRoGoIllegalMoveReason.HENGE_ON_LAST_PLACEMENT : null;
    }

    @Override
    public GoRoGoState apply(GoRoGoState state, GoRoGoMove move) {
        int kind = kind(move);
        int index = move.point().index();
        GoRoGoIllegalMoveReason refusal = refusal(state, kind, index);
        if (refusal != null) {
            throw new IllegalMoveException(refusal, move.notation());
        }
        if (kind == SETUP) {
            return afterSetup(move.point());
        }
        int bit = 1 << index;
        boolean black = state.toMove() == Colour.BLACK;
        int colour = black ? state.blackMask() : state.whiteMask();
        int opponent = black ? state.whiteMask() : state.blackMask();
        int henge = state.hengeMask();
        int own = colour | henge | bit;
        int captured = Engine.captured(own, opponent);
        if (kind == PIECE) {
            if (!Engine.hasLiberty(own, opponent, captured, bit)) {
                throw new IllegalMoveException(GoRoGoIllegalMoveReason.SUICIDE, move.notation());
            }
            colour |= bit;
        } else {
            henge |= bit;
        }
        opponent &= ~captured;
        int pieces = (black ? state.blackPieces() : state.whitePieces()) - (kind == PIECE ? 1 : 0);
        int hand = (black ? state.blackHenge() : state.whiteHenge()) - (kind == HENGE ? 1 : 0);
        int code = kind * 25 + index;
        return black
                ? new GoRoGoState(colour, opponent, henge, pieces, hand, state.whitePieces(), state.whiteHenge(), code)
                : new GoRoGoState(opponent, colour, henge, state.blackPieces(), state.blackHenge(), pieces, hand, code);
    }

    /**
     * {@inheritDoc} Finished games report both players' captures as their scores, Black first:
     * {@code win:b:captures} or {@code win:w:captures} after 24 placements with unequal captures,
     * {@code win:w:tie-white} with equal ones, and {@code win:<opponent>:no-legal-move} when the
     * player to move has no legal move.
     */
    @Override
    public Status status(GoRoGoState state) {
        if (state.isSetupPhase()) {
            return Status.ONGOING;
        }
        int blackCaptures = state.captures(Colour.BLACK);
        int whiteCaptures = state.captures(Colour.WHITE);
        if (state.placements() == 24) {
            if (blackCaptures > whiteCaptures) {
                return win(Colour.BLACK, GoRoGoEndReason.CAPTURES, blackCaptures, whiteCaptures);
            }
            return win(
                    Colour.WHITE,
                    whiteCaptures > blackCaptures ? GoRoGoEndReason.CAPTURES : GoRoGoEndReason.TIE_WHITE,
                    blackCaptures,
                    whiteCaptures);
        }
        if (!hasLegalMove(state)) {
            return win(state.toMove().opponent(), GoRoGoEndReason.NO_LEGAL_MOVE, blackCaptures, whiteCaptures);
        }
        return Status.ONGOING;
    }

    private static Outcome win(Colour winner, GoRoGoEndReason reason, int blackCaptures, int whiteCaptures) {
        return new Outcome.Win(
                winner,
                reason,
                List.of(new Score(Colour.BLACK, blackCaptures), new Score(Colour.WHITE, whiteCaptures)));
    }

    private static boolean hasLegalMove(GoRoGoState state) {
        boolean black = state.toMove() == Colour.BLACK;
        int own = (black ? state.blackMask() : state.whiteMask()) | state.hengeMask();
        int opponent = black ? state.whiteMask() : state.blackMask();
        int pieces = black ? state.blackPieces() : state.whitePieces();
        int henge = black ? state.blackHenge() : state.whiteHenge();
        if (henge > 0 && pieces + henge > 1) {
            return true; // fewer than 24 placements plus the setup Henge: an empty point is left
        }
        return pieces > 0 && Engine.allowedPieces(own, opponent) != 0;
    }

    @Override
    public String formatMove(GoRoGoMove move) {
        return move.notation();
    }

    /**
     * {@inheritDoc} {@code c3} is a coloured piece; {@code Hc3} (or {@code hc3}) is the setup move
     * when {@code state} is in the setup phase and a Henge placement otherwise. The point's letter
     * may be upper case.
     */
    @Override
    public GoRoGoMove parseMove(GoRoGoState state, String text) {
        if (text.isEmpty()) {
            throw new NotationException("move", 0, text, "expected a move such as c3 or Hc3");
        }
        char first = text.charAt(0);
        if (first == 'H' || first == 'h') {
            Point point = Point.parse(text, 1, text.length(), "move");
            return state.isSetupPhase() ? GoRoGoMove.setup(point) : GoRoGoMove.henge(point);
        }
        return GoRoGoMove.piece(Point.parse(text, 0, text.length(), "move"));
    }

    @Override
    public String formatPosition(GoRoGoState state) {
        return PositionNotation.format(state);
    }

    /**
     * {@inheritDoc} The notation is described on {@link GoRoGoState#toString()}. Parsing checks
     * each field's syntax, that each colour's pieces on the board, in hand and captured add up to
     * 10, that the Henge add up to 5 (or 4 with an empty board in the setup phase) and that the
     * player to move agrees with the placements the hands show; it does not check that the
     * position can arise in play.
     */
    @Override
    public GoRoGoState parsePosition(String text) {
        return PositionNotation.parse(text);
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

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof GoRoGo that && rules.equals(that.rules);
    }

    @Override
    public int hashCode() {
        return rules.hashCode();
    }

    @Override
    public String toString() {
        return "GoRoGo[" + rules.notation() + "]";
    }
}
