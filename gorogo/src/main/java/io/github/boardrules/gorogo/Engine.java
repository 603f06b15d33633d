package io.github.boardrules.gorogo;

import static io.github.boardrules.common.search.ActionWords.select;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Playout;
import io.github.boardrules.common.Score;
import io.github.boardrules.common.Status;
import io.github.boardrules.common.search.SearchSupport;
import io.github.boardrules.gorogo.internal.Bits;
import io.github.boardrules.gorogo.internal.Captures;
import io.github.boardrules.gorogo.internal.MoveList;
import io.github.boardrules.gorogo.internal.Position;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * The rules of GoRoGo on the packed position a {@link GoRoGoState} holds (its fields, read directly;
 * the words are described on {@link Position}), under the state's rules: the legal moves, why a move
 * is refused, the state after a legal move, and the status. The capture and suicide tests on masks
 * are in {@link Captures}.
 *
 * <p>The legal moves are computed with each state and kept in it as one final {@code long}, the
 * {@linkplain #legalWord legal-move word}, laid out as {@link GoRoGoSearch}'s actions: bit {@code i}
 * a coloured piece on point {@code i}, bit {@code 25 + i} a Henge from hand (in the setup phase, the
 * setup Henge) on point {@code i}. {@link #legalMoves}, {@link #status}, {@link #apply} and the
 * search support's legal actions all answer from it, so {@code legalMoves} is a field read and one
 * small list, and {@code legalActionWord} a field read.
 *
 * <p>The rules options change one thing here: under {@code lastHenge=loses} a Henge is a legal
 * last (12th) placement, and the position it leads to is finished, lost by its mover.
 */
final class Engine {
    private static final int PIECE = 0;
    private static final int HENGE = 1;
    private static final int SETUP = 2;

    /** In the legal-move word: where the Henge (from hand, or the setup Henge) start. */
    static final int HENGE_SHIFT = 25;

    /** The legal-move word of the setup phase: the setup Henge on every point. */
    private static final long SETUP_WORD = (long) Bits.FULL << HENGE_SHIFT;

    private Engine() {}

    /**
     * The state of a position with no move computed yet (a start or a parsed position), with its
     * legal-move word.
     *
     * @param position the position
     * @param rules the rules it is played under
     * @return the state
     */
    static GoRoGoState state(Position position, GoRoGoRules rules) {
        int black = position.blackMask();
        int white = position.whiteMask();
        int henge = position.hengeMask();
        int info = position.info();
        return new GoRoGoState(black, white, henge, info, legalWord(black, white, henge, info, rules), rules);
    }

    /**
     * The position of a state, as the notation and the drawings read it.
     *
     * @param state the state
     * @return its words as a position object
     */
    static Position position(GoRoGoState state) {
        return Position.ofWords(state.black, state.white, state.henge, state.info);
    }

    /**
     * Every legal move: in the setup phase the 25 setup moves, afterwards the coloured pieces and
     * then the Henge, each in point order.
     *
     * @param state the state
     * @return an immutable list, empty when the game is over
     */
    static List<GoRoGoMove> legalMoves(GoRoGoState state) {
        if (state.henge == 0) {
            return MoveList.SETUP;
        }
        long word = state.legal;
        if (word == 0) {
            return MoveList.NONE;
        }
        return new MoveList((int) word & Bits.FULL, (int) (word >>> HENGE_SHIFT));
    }

    /**
     * Plays uniformly random legal moves from a state exactly as the generic playout loop does over
     * {@link #legalMoves} and {@link #apply}: one {@code random.nextInt(size)} per ply over the
     * list's size, picking the list's move of that index, until no move is left or {@code maxPlies}
     * are played. Each ply picks its point straight from the legal-move word and places it, with no
     * list, no move object and no refusal tests, since a point taken from the word is legal.
     *
     * @param start the state to start from
     * @param random the random source
     * @param maxPlies the ply limit, at least 0
     * @return the final state and the number of plies
     */
    static Playout<GoRoGoState> playout(GoRoGoState start, SplittableRandom random, int maxPlies) {
        GoRoGoState state = start;
        int plies = 0;
        while (plies < maxPlies) {
            if (state.henge == 0) {
                // MoveList.SETUP: the setup Henge on each point, in point order.
                state = setup(state, random.nextInt(25));
            } else {
                long word = state.legal;
                int pieces = (int) word & Bits.FULL;
                int hengeMask = (int) (word >>> HENGE_SHIFT);
                int pieceCount = Integer.bitCount(pieces);
                int count = pieceCount + Integer.bitCount(hengeMask);
                if (count == 0) {
                    break;
                }
                // MoveList's order: the coloured pieces, then the Henge, each in point order.
                int choice = random.nextInt(count);
                state = choice < pieceCount
                        ? place(state, PIECE, select(pieces, choice))
                        : place(state, HENGE, select(hengeMask, choice - pieceCount));
            }
            plies++;
        }
        return new Playout<>(state, plies);
    }

    /**
     * The legal-move word of a position, in {@link GoRoGoSearch}'s action numbering: bits 0..24 the
     * points where the player to move may place a coloured piece, bits 25..49 those where they may
     * place a Henge from hand (every empty point, or none) or, in the setup phase, the setup Henge
     * (every point). It is 0 exactly when the game is over.
     *
     * @param blackMask the black pieces
     * @param whiteMask the white pieces
     * @param henge the Henge on the board
     * @param info the info word ({@link Position})
     * @param rules the rules
     * @return the word
     */
    static long legalWord(int blackMask, int whiteMask, int henge, int info, GoRoGoRules rules) {
        if (henge == 0) {
            return SETUP_WORD;
        }
        boolean black = Position.blackToMove(info);
        return moverWord(black ? blackMask : whiteMask, black ? whiteMask : blackMask, henge, info, rules);
    }

    /**
     * The legal-move word after the setup, from the mover's side: {@link #legalWord} without the
     * colour selection, which {@link #place} knows already (so the mask work is compiled once). The
     * Henge targets are worked out here, once per state, rather than by every reader of the word.
     */
    private static long moverWord(int colour, int opponent, int henge, int info, GoRoGoRules rules) {
        if (Position.isFinished(info)) {
            return 0;
        }
        boolean black = Position.blackToMove(info);
        int own = colour | henge;
        long word = Position.pieces(info, black) > 0 ? Captures.allowedPieces(own, opponent) : 0;
        if (hengeAllowed(info, rules, black)) {
            word |= (long) (Bits.FULL & ~(own | opponent)) << HENGE_SHIFT;
        }
        return word;
    }

    /**
     * Why a move is refused: the first {@link GoRoGoIllegalMoveReason} that applies, in declared
     * order.
     *
     * @param state the state
     * @param move the move
     * @return the reason, or {@code null} when the move is legal
     */
    static @Nullable GoRoGoIllegalMoveReason check(GoRoGoState state, GoRoGoMove move) {
        int index = move.point().index();
        GoRoGoIllegalMoveReason refusal = refusal(state, kind(move), index);
        if (refusal == null && move instanceof GoRoGoMove.Piece) {
            if (!Captures.pieceAllowed(moverSide(state), opponentSide(state), 1 << index)) {
                return GoRoGoIllegalMoveReason.SUICIDE;
            }
        }
        return refusal;
    }

    /**
     * Plays a move: the placement, the captures it makes and, for a Henge as a last placement, the
     * end of the game, and the new state's legal-move word. A move among the state's legal moves
     * needs no further test.
     *
     * @param state the state before the move; never changed
     * @param move the move
     * @return the state after the move, the only object allocated
     * @throws IllegalMoveException with the reason {@link #check} gives when the move is illegal
     */
    static GoRoGoState apply(GoRoGoState state, GoRoGoMove move) {
        // The hot path first: a move the legal-move word already allows, found with one type test
        // per kind and a direct call to the record's accessor (no interface dispatch). Refusals
        // and the setup go to applyChecked, off this path.
        long word = state.legal;
        if (move instanceof GoRoGoMove.Piece piece) {
            int index = piece.point().index();
            if ((word >>> index & 1) != 0) {
                return place(state, PIECE, index);
            }
            return applyChecked(state, move, PIECE, index);
        }
        if (move instanceof GoRoGoMove.Henge hengeMove) {
            int index = hengeMove.point().index();
            // In the setup phase the same bits stand for the setup Henge.
            if ((word >>> HENGE_SHIFT + index & 1) != 0 && state.henge != 0) {
                return place(state, HENGE, index);
            }
            return applyChecked(state, move, HENGE, index);
        }
        return applyChecked(
                state, move, SETUP, ((GoRoGoMove.Setup) move).point().index());
    }

    /**
     * {@link #apply} of an action in {@link GoRoGoSearch}'s numbering (a piece on point {@code a},
     * a Henge on point {@code a - 25}), straight from the legal-move word as {@link #apply} does for
     * a move, without a move object; the setup and refusals go through {@link #apply} with the
     * action's shared move.
     *
     * @param state the state before the move; never changed
     * @param action an action in {@code [0, 50)}
     * @return the state after the move
     * @throws IllegalMoveException with the reason {@link #check} gives when the action is illegal
     */
    static GoRoGoState applyAction(GoRoGoState state, int action) {
        // The word is in the action numbering, so one bit test settles legality; in the setup phase
        // its Henge bits stand for the setup, which apply plays.
        if ((state.legal >>> action & 1) != 0 && state.henge != 0) {
            return action < HENGE_SHIFT ? place(state, PIECE, action) : place(state, HENGE, action - HENGE_SHIFT);
        }
        return apply(state, GoRoGoSearch.sharedMove(state, action));
    }

    /**
     * The opponent pieces an action removes, as {@link #place} works them out, without the new state:
     * the new piece or Henge joins the mover's side (with every Henge), and each opponent group left
     * without a liberty goes.
     *
     * @param state the state
     * @param action an action in {@code [0, 50)}
     * @return the number of pieces captured
     * @throws IllegalMoveException with the reason {@link #check} gives when the action is illegal
     */
    static int captureCount(GoRoGoState state, int action) {
        if ((state.legal >>> action & 1) == 0 || state.henge == 0) {
            // Refused with its reason by applyAction; or the setup move, which captures nothing.
            applyAction(state, action);
            return 0;
        }
        int own = moverSide(state) | 1 << (action % HENGE_SHIFT);
        return Integer.bitCount(Captures.captured(own, opponentSide(state)));
    }

    /**
     * {@link GoRoGoSearchSupport#captureCounts}: the captures of a placement on each point, from
     * {@link Captures#countsByPoint} with the mover's side; all 0 in the setup phase and once the
     * game is over.
     */
    static void captureCounts(GoRoGoState state, int[] out, int offset) {
        if (state.henge == 0 || state.legal == 0) {
            Arrays.fill(out, offset, offset + Bits.POINTS, 0);
            return;
        }
        Captures.countsByPoint(moverSide(state), opponentSide(state), out, offset);
    }

    /** The pieces that fight for the player to move: their own and every Henge, which is theirs on their turn. */
    private static int moverSide(GoRoGoState state) {
        return (Position.blackToMove(state.info) ? state.black : state.white) | state.henge;
    }

    /** The pieces of the player not to move, which a placement may capture. */
    private static int opponentSide(GoRoGoState state) {
        return Position.blackToMove(state.info) ? state.white : state.black;
    }

    /** {@link #apply} of a move the legal-move word does not settle: refused, a setup or a late check. */
    private static GoRoGoState applyChecked(GoRoGoState state, GoRoGoMove move, int kind, int index) {
        GoRoGoIllegalMoveReason refusal = check(state, move);
        if (refusal != null) {
            throw new IllegalMoveException(refusal, move.notation());
        }
        return kind == SETUP ? setup(state, index) : place(state, kind, index);
    }

    /** Plays the setup move on a point of a state in the setup phase. */
    private static GoRoGoState setup(GoRoGoState state, int index) {
        int bit = 1 << index;
        int after = Position.withLastMove(Position.START_INFO, Position.SETUP + index);
        GoRoGoRules rules = state.rules;
        return new GoRoGoState(0, 0, bit, after, legalWord(0, 0, bit, after, rules), rules);
    }

    /**
     * Places a legal coloured piece or Henge from hand: the captures it makes, the hand it comes
     * from, for a Henge as a last placement the end of the game, and the new state's legal-move
     * word.
     */
    private static GoRoGoState place(GoRoGoState state, int kind, int index) {
        int bit = 1 << index;
        int info = state.info;
        boolean black = Position.blackToMove(info);
        int colour = black ? state.black : state.white;
        int opponent = black ? state.white : state.black;
        int henge = state.henge;
        int code;
        if (kind == PIECE) {
            colour |= bit;
            info -= black ? Position.BLACK_PIECE : Position.WHITE_PIECE;
            code = Position.PIECE + index;
        } else {
            henge |= bit;
            info -= black ? Position.BLACK_HENGE : Position.WHITE_HENGE;
            code = Position.HENGE + index;
            // Emptying the hand with a Henge is legal only under lastHenge=loses, where it ends the game.
            if (Position.pieces(info, black) + Position.hengeInHand(info, black) == 0) {
                info |= Position.HENGE_LAST;
            }
        }
        opponent &= ~Captures.captured(colour | henge, opponent);
        info = Position.withLastMove(info ^ Position.BLACK_TO_MOVE, code);
        GoRoGoRules rules = state.rules;
        // The opponent moves next: its word, with the masks it already has in hand.
        long word = moverWord(/* colour= */ opponent, /* opponent= */ colour, henge, info, rules);
        return new GoRoGoState(black ? colour : opponent, black ? opponent : colour, henge, info, word, rules);
    }

    /**
     * Whether the game goes on, or how it ended. Every outcome carries both capture counts as
     * scores, Black first.
     *
     * @param state the state
     * @return {@link Status#ONGOING} or the outcome
     */
    static Status status(GoRoGoState state) {
        if (state.henge == 0) {
            return Status.ONGOING;
        }
        int info = state.info;
        int blackCaptures = Position.captures(state.white, info, true);
        int whiteCaptures = Position.captures(state.black, info, false);
        if (Position.isHengeLast(info)) {
            // The mover lost; the alternation has already passed the turn to the winner.
            return win(Position.toMove(state.henge, info), GoRoGoEndReason.HENGE_LAST, blackCaptures, whiteCaptures);
        }
        if (Position.placements(info) == 24) {
            if (blackCaptures > whiteCaptures) {
                return win(Colour.BLACK, GoRoGoEndReason.CAPTURES, blackCaptures, whiteCaptures);
            }
            GoRoGoEndReason reason =
                    whiteCaptures > blackCaptures ? GoRoGoEndReason.CAPTURES : GoRoGoEndReason.TIE_WHITE;
            return win(Colour.WHITE, reason, blackCaptures, whiteCaptures);
        }
        if (state.legal == 0) {
            Colour winner = Position.toMove(state.henge, info).opponent();
            return win(winner, GoRoGoEndReason.NO_LEGAL_MOVE, blackCaptures, whiteCaptures);
        }
        return Status.ONGOING;
    }

    /**
     * {@link #status} as {@link io.github.boardrules.common.search.SearchSupport#moverResult} sees
     * it, without the outcome object: the same cases in the same order.
     */
    static int moverResult(GoRoGoState state) {
        int henge = state.henge;
        if (henge == 0) {
            return SearchSupport.ONGOING;
        }
        int info = state.info;
        if (Position.isHengeLast(info)) {
            // The mover lost, and the turn has passed to the winner.
            return SearchSupport.WIN;
        }
        if (Position.placements(info) == 24) {
            int blackCaptures = Position.captures(state.white, info, true);
            int whiteCaptures = Position.captures(state.black, info, false);
            boolean blackWins = blackCaptures > whiteCaptures;
            boolean blackToMove = Position.toMove(henge, info) == Colour.BLACK;
            return blackWins == blackToMove ? SearchSupport.WIN : SearchSupport.LOSS;
        }
        if (state.legal == 0) {
            return SearchSupport.LOSS;
        }
        return SearchSupport.ONGOING;
    }

    private static Outcome win(Colour winner, GoRoGoEndReason reason, int blackCaptures, int whiteCaptures) {
        return new Outcome.Win(
                winner,
                reason,
                List.of(new Score(Colour.BLACK, blackCaptures), new Score(Colour.WHITE, whiteCaptures)));
    }

    /** Whether the player may place a Henge from hand at all: they hold one and the rules allow it. */
    private static boolean hengeAllowed(int info, GoRoGoRules rules, boolean black) {
        int henge = Position.hengeInHand(info, black);
        return henge > 0 && (Position.pieces(info, black) + henge > 1 || rules.lastHengeLoses());
    }

    /** Every refusal except suicide, which needs the capture computation. */
    private static @Nullable GoRoGoIllegalMoveReason refusal(GoRoGoState state, int kind, int index) {
        int info = state.info;
        int henge = state.henge;
        if (henge != 0 && Position.isFinished(info)) {
            return GoRoGoIllegalMoveReason.GAME_OVER;
        }
        if (henge == 0) {
            return kind == SETUP ? null : GoRoGoIllegalMoveReason.SETUP_REQUIRED;
        }
        if (kind == SETUP) {
            return GoRoGoIllegalMoveReason.SETUP_DONE;
        }
        if (((state.black | state.white | henge) & (1 << index)) != 0) {
            return GoRoGoIllegalMoveReason.OCCUPIED;
        }
        boolean black = Position.blackToMove(info);
        if (kind == PIECE) {
            return Position.pieces(info, black) == 0 ? GoRoGoIllegalMoveReason.NO_PIECE_IN_HAND : null;
        }
        if (Position.hengeInHand(info, black) == 0) {
            return GoRoGoIllegalMoveReason.NO_HENGE_IN_HAND;
        }
        return hengeAllowed(info, state.rules, black) ? null : GoRoGoIllegalMoveReason.HENGE_ON_LAST_PLACEMENT;
    }

    private static int kind(GoRoGoMove move) {
        if (move instanceof GoRoGoMove.Piece) {
            return PIECE;
        }
        return move instanceof GoRoGoMove.Henge ? HENGE : SETUP;
    }
}
