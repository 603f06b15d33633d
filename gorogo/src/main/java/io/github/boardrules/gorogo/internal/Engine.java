package io.github.boardrules.gorogo.internal;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Score;
import io.github.boardrules.common.Status;
import io.github.boardrules.common.internal.ImmutableArrayList;
import io.github.boardrules.gorogo.GoRoGoEndReason;
import io.github.boardrules.gorogo.GoRoGoIllegalMoveReason;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoRules;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The rules of GoRoGo on a {@link Position} under a set of {@link GoRoGoRules}: the legal moves,
 * why a move is refused, the position after a legal move, and the status. The capture and suicide
 * tests on masks are in {@link Captures}.
 *
 * <p>The rules options change one thing here: under {@code lastHenge=loses} a Henge is a legal
 * last (12th) placement, and the position it leads to is finished, lost by its mover.
 */
public final class Engine {
    private static final int PIECE = 0;
    private static final int HENGE = 1;
    private static final int SETUP = 2;

    private Engine() {}

    /**
     * Every legal move: in the setup phase the 25 setup moves, afterwards the coloured pieces and
     * then the Henge, each in point order.
     *
     * @param position the position
     * @param rules the rules it is played under
     * @return an immutable list, empty when the game is over
     */
    public static List<GoRoGoMove> legalMoves(Position position, GoRoGoRules rules) {
        if (position.isSetupPhase()) {
            return MoveTable.SETUP_MOVES;
        }
        if (position.isFinished()) {
            return ImmutableArrayList.empty();
        }
        boolean black = position.toMove() == Colour.BLACK;
        int own = own(position, black);
        int opponent = opponent(position, black);
        int pieces = position.pieces(black);
        int pieceMask = pieces > 0 ? Captures.allowedPieces(own, opponent) : 0;
        int hengeMask = hengeAllowed(position, rules, black) ? Bits.FULL & ~(own | opponent) : 0;
        int n = Integer.bitCount(pieceMask) + Integer.bitCount(hengeMask);
        if (n == 0) {
            return ImmutableArrayList.empty();
        }
        GoRoGoMove[] moves = new GoRoGoMove[n];
        int i = 0;
        while (pieceMask != 0) {
            moves[i++] = MoveTable.piece(Integer.numberOfTrailingZeros(pieceMask));
            pieceMask &= pieceMask - 1;
        }
        while (hengeMask != 0) {
            moves[i++] = MoveTable.henge(Integer.numberOfTrailingZeros(hengeMask));
            hengeMask &= hengeMask - 1;
        }
        return ImmutableArrayList.wrap(moves, n);
    }

    /**
     * Why a move is refused: the first {@link GoRoGoIllegalMoveReason} that applies, in declared
     * order.
     *
     * @param position the position
     * @param rules the rules it is played under
     * @param move the move
     * @return the reason, or {@code null} when the move is legal
     */
    public static @Nullable GoRoGoIllegalMoveReason check(Position position, GoRoGoRules rules, GoRoGoMove move) {
        int index = move.point().index();
        GoRoGoIllegalMoveReason refusal = refusal(position, rules, kind(move), index);
        if (refusal == null && move instanceof GoRoGoMove.Piece) {
            boolean black = position.toMove() == Colour.BLACK;
            if (!Captures.pieceAllowed(own(position, black), opponent(position, black), 1 << index)) {
                return GoRoGoIllegalMoveReason.SUICIDE;
            }
        }
        return refusal;
    }

    /**
     * Plays a move: the placement, the captures it makes and, for a Henge as a last placement, the
     * end of the game. Computes the captures once, for the suicide test and the result together.
     *
     * @param position the position before the move; never changed
     * @param rules the rules it is played under
     * @param move the move
     * @return the position after the move
     * @throws IllegalMoveException with the reason {@link #check} gives when the move is illegal
     */
    public static Position apply(Position position, GoRoGoRules rules, GoRoGoMove move) {
        int kind = kind(move);
        int index = move.point().index();
        GoRoGoIllegalMoveReason refusal = refusal(position, rules, kind, index);
        if (refusal != null) {
            throw new IllegalMoveException(refusal, move.notation());
        }
        if (kind == SETUP) {
            return Position.afterSetup(index);
        }
        int bit = 1 << index;
        boolean black = position.toMove() == Colour.BLACK;
        int colour = black ? position.blackMask() : position.whiteMask();
        int opponent = opponent(position, black);
        int henge = position.hengeMask();
        int own = colour | henge | bit;
        int captured = Captures.captured(own, opponent);
        if (kind == PIECE) {
            if (!Captures.hasLiberty(own, opponent, captured, bit)) {
                throw new IllegalMoveException(GoRoGoIllegalMoveReason.SUICIDE, move.notation());
            }
            colour |= bit;
        } else {
            henge |= bit;
        }
        opponent &= ~captured;
        int pieces = position.pieces(black) - (kind == PIECE ? 1 : 0);
        int hand = position.hengeInHand(black) - (kind == HENGE ? 1 : 0);
        // Emptying the hand with a Henge is legal only under lastHenge=loses, where it ends the game.
        boolean hengeLast = kind == HENGE && pieces + hand == 0;
        int code = (kind == PIECE ? Position.PIECE : Position.HENGE) + index;
        return black
                ? new Position(
                        colour,
                        opponent,
                        henge,
                        pieces,
                        hand,
                        position.pieces(false),
                        position.hengeInHand(false),
                        code,
                        hengeLast)
                : new Position(
                        opponent,
                        colour,
                        henge,
                        position.pieces(true),
                        position.hengeInHand(true),
                        pieces,
                        hand,
                        code,
                        hengeLast);
    }

    /**
     * Whether the game goes on, or how it ended. Every outcome carries both capture counts as
     * scores, Black first.
     *
     * @param position the position
     * @param rules the rules it is played under
     * @return {@link Status#ONGOING} or the outcome
     */
    public static Status status(Position position, GoRoGoRules rules) {
        if (position.isSetupPhase()) {
            return Status.ONGOING;
        }
        int blackCaptures = position.captures(true);
        int whiteCaptures = position.captures(false);
        if (position.isHengeLast()) {
            // The mover lost; the alternation has already passed the turn to the winner.
            return win(position.toMove(), GoRoGoEndReason.HENGE_LAST, blackCaptures, whiteCaptures);
        }
        if (position.placements() == 24) {
            if (blackCaptures > whiteCaptures) {
                return win(Colour.BLACK, GoRoGoEndReason.CAPTURES, blackCaptures, whiteCaptures);
            }
            GoRoGoEndReason reason =
                    whiteCaptures > blackCaptures ? GoRoGoEndReason.CAPTURES : GoRoGoEndReason.TIE_WHITE;
            return win(Colour.WHITE, reason, blackCaptures, whiteCaptures);
        }
        if (!hasLegalMove(position, rules)) {
            Colour winner = position.toMove().opponent();
            return win(winner, GoRoGoEndReason.NO_LEGAL_MOVE, blackCaptures, whiteCaptures);
        }
        return Status.ONGOING;
    }

    private static Outcome win(Colour winner, GoRoGoEndReason reason, int blackCaptures, int whiteCaptures) {
        return new Outcome.Win(
                winner,
                reason,
                List.of(new Score(Colour.BLACK, blackCaptures), new Score(Colour.WHITE, whiteCaptures)));
    }

    /** Whether the player to move of an unfinished position after the setup has a legal move. */
    private static boolean hasLegalMove(Position position, GoRoGoRules rules) {
        boolean black = position.toMove() == Colour.BLACK;
        if (hengeAllowed(position, rules, black)) {
            return true; // fewer than 24 placements plus the setup Henge: an empty point is left
        }
        return position.pieces(black) > 0
                && Captures.allowedPieces(own(position, black), opponent(position, black)) != 0;
    }

    /** Whether the player may place a Henge from hand at all: they hold one and the rules allow it. */
    private static boolean hengeAllowed(Position position, GoRoGoRules rules, boolean black) {
        int henge = position.hengeInHand(black);
        return henge > 0 && (position.pieces(black) + henge > 1 || rules.lastHengeLoses());
    }

    /** Every refusal except suicide, which needs the capture computation. */
    private static @Nullable GoRoGoIllegalMoveReason refusal(
            Position position, GoRoGoRules rules, int kind, int index) {
        if (position.isFinished()) {
            return GoRoGoIllegalMoveReason.GAME_OVER;
        }
        if (position.isSetupPhase()) {
            return kind == SETUP ? null : GoRoGoIllegalMoveReason.SETUP_REQUIRED;
        }
        if (kind == SETUP) {
            return GoRoGoIllegalMoveReason.SETUP_DONE;
        }
        if (((position.blackMask() | position.whiteMask() | position.hengeMask()) & (1 << index)) != 0) {
            return GoRoGoIllegalMoveReason.OCCUPIED;
        }
        boolean black = position.toMove() == Colour.BLACK;
        if (kind == PIECE) {
            return position.pieces(black) == 0 ? GoRoGoIllegalMoveReason.NO_PIECE_IN_HAND : null;
        }
        if (position.hengeInHand(black) == 0) {
            return GoRoGoIllegalMoveReason.NO_HENGE_IN_HAND;
        }
        return hengeAllowed(position, rules, black) ? null : GoRoGoIllegalMoveReason.HENGE_ON_LAST_PLACEMENT;
    }

    private static int kind(GoRoGoMove move) {
        if (move instanceof GoRoGoMove.Piece) {
            return PIECE;
        }
        return move instanceof GoRoGoMove.Henge ? HENGE : SETUP;
    }

    /** The mover's coloured pieces and every Henge: Henge count as the mover's colour. */
    private static int own(Position position, boolean black) {
        return (black ? position.blackMask() : position.whiteMask()) | position.hengeMask();
    }

    private static int opponent(Position position, boolean black) {
        return black ? position.whiteMask() : position.blackMask();
    }
}
