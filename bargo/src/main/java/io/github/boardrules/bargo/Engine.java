package io.github.boardrules.bargo;

import io.github.boardrules.bargo.internal.BoardKeys;
import io.github.boardrules.bargo.internal.Codes;
import io.github.boardrules.bargo.internal.Geometry;
import io.github.boardrules.bargo.internal.MoveList;
import io.github.boardrules.bargo.internal.PositionSet;
import io.github.boardrules.bargo.internal.Scoring;
import io.github.boardrules.common.Colour;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Score;
import io.github.boardrules.common.Status;
import io.github.boardrules.common.internal.ImmutableArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The rules of Bargo over the packed fields of states: setting up positions, move generation,
 * checking and applying moves, and the status. Everything a state needs — its board base and komi
 * included — is in the state, so every answer depends on the state alone.
 */
final class Engine {
    static final int LEGAL = 0;
    static final int OCCUPIED = 1;
    static final int WALL_ON_EDGE = 2;
    static final int DOUBLED_WALL = 3;
    static final int SUICIDE = 4;
    static final int WALL_FACES_ENEMY = 5;
    static final int SUPERKO = 6;

    private static final @Nullable BargoIllegalMoveReason[] REASONS = {
        null,
        BargoIllegalMoveReason.OCCUPIED,
        BargoIllegalMoveReason.WALL_ON_EDGE,
        BargoIllegalMoveReason.DOUBLED_WALL,
        BargoIllegalMoveReason.SUICIDE,
        BargoIllegalMoveReason.WALL_FACES_ENEMY,
        BargoIllegalMoveReason.SUPERKO
    };

    private Engine() {}

    /**
     * A state without history, from a board; its bitsets and hashes are counted here.
     *
     * @param geometry the board
     * @param board one byte per cell as in {@link Codes}; owned from now on
     * @param toMove the player to move
     * @param button who holds the button, or {@link Codes#NOBODY}
     * @param passes consecutive passes, 0..2
     * @param komi the komi
     * @return the state
     */
    static BargoState setUp(Geometry geometry, byte[] board, int toMove, int button, int passes, int komi) {
        return new BargoState(
                geometry,
                board,
                BoardKeys.stones(geometry, board),
                toMove,
                button,
                passes,
                komi,
                BoardKeys.superkoHash(geometry, board, button),
                BoardKeys.pieceHash(geometry, board),
                PositionSet.EMPTY,
                PositionSet.EMPTY,
                Codes.LAST_NONE,
                null);
    }

    /**
     * The empty board with Black to move.
     *
     * @param base the base
     * @param komi the komi
     * @return the start state
     */
    static BargoState initial(int base, int komi) {
        Geometry geometry = Geometry.of(base);
        return setUp(geometry, new byte[geometry.cells], Codes.BLACK, Codes.NOBODY, 0, komi);
    }

    /**
     * Every legal move: placements by cell (notation order: top row first, west to east) and
     * direction (e, ne, nw, w, sw, se), then {@code button} or {@code pass}, whichever is legal.
     *
     * @param s the state
     * @return an immutable list; empty when the game is over
     */
    static List<BargoMove> legalMoves(BargoState s) {
        if (s.passes == 2) {
            return ImmutableArrayList.empty();
        }
        Geometry geometry = s.geometry;
        long[] codes = new long[(geometry.cells * Geometry.DIRECTIONS + 63) >>> 6];
        int n = legalPlacements(s, codes, 0);
        return new MoveList(geometry.moves, codes, n, s.button == Codes.NOBODY ? BargoMove.BUTTON : BargoMove.PASS);
    }

    /**
     * Sets the bit of every legal placement code ({@code cell * 6 + wall}) in a caller's words,
     * which must be clear: the placements of {@link #legalMoves} without the list.
     *
     * @param s a state whose game is not over
     * @param codes the words, {@code (cells * 6 + 63) / 64} of them from {@code offset} clear
     * @param offset the index of the word of code 0
     * @return the number of legal placements
     */
    static int legalPlacements(BargoState s, long[] codes, int offset) {
        Analysis analysis = Analysis.of(s);
        int cells = s.geometry.cells;
        int n = 0;
        byte[] board = s.board;
        for (int c = 0; c < cells; c++) {
            if (board[c] != 0) {
                continue;
            }
            long legal = analysis.legalDirections(s, c);
            if (legal != 0) {
                int bit = c * Geometry.DIRECTIONS;
                int shift = bit & 63;
                codes[offset + (bit >>> 6)] |= legal << shift;
                if (shift > 64 - Geometry.DIRECTIONS) {
                    codes[offset + (bit >>> 6) + 1] |= legal >>> (64 - shift);
                }
                n += Long.bitCount(legal);
            }
        }
        return n;
    }

    /**
     * Why a move is illegal, or {@code null} when it is legal.
     *
     * @param s the state
     * @param move the move
     * @return the reason or {@code null}
     */
    static @Nullable BargoIllegalMoveReason check(BargoState s, BargoMove move) {
        if (s.passes == 2) {
            return BargoIllegalMoveReason.GAME_OVER;
        }
        if (move instanceof BargoMove.Place place) {
            if (place.cell().base() != s.geometry.base) {
                return BargoIllegalMoveReason.WRONG_BOARD;
            }
            int c = place.cell().index();
            if (s.board[c] != 0) {
                return BargoIllegalMoveReason.OCCUPIED;
            }
            return REASONS[Analysis.of(s).evaluate(s, c, place.wall().ordinal())];
        }
        if (move instanceof BargoMove.TakeButton) {
            return s.button == Codes.NOBODY ? null : BargoIllegalMoveReason.BUTTON_TAKEN;
        }
        return s.button == Codes.NOBODY ? BargoIllegalMoveReason.PASS_BEFORE_BUTTON : null;
    }

    /**
     * Plays a move.
     *
     * @param s the state; never changed
     * @param move a move
     * @return the next state
     * @throws IllegalMoveException with the reason of {@link #check} when the move is illegal
     */
    static BargoState apply(BargoState s, BargoMove move) {
        if (move instanceof BargoMove.Place place && place.cell().base() == s.geometry.base) {
            BargoState child =
                    placeIfLegal(s, place.cell().index(), place.wall().ordinal());
            if (child != null) {
                return child;
            }
        }
        BargoIllegalMoveReason reason = check(s, move);
        if (reason != null) {
            throw new IllegalMoveException(reason, move.notation());
        }
        return applyLegal(s, move);
    }

    /**
     * Plays a placement if it is legal, judging it once: the evaluation leaves the captures that the
     * placement needs, and a placement just found legal on {@code s} (by {@link #check} or
     * {@code isLegalAction}) is not judged again.
     *
     * @param s the state
     * @param c the cell, of the state's board
     * @param d the wall direction
     * @return the next state, or {@code null} when the placement is illegal (then {@link #check}
     *     gives the reason)
     */
    static @Nullable BargoState placeIfLegal(BargoState s, int c, int d) {
        if (s.passes == 2 || s.board[c] != 0) {
            return null;
        }
        Analysis analysis = Analysis.of(s);
        if (analysis.judgedLegal(c, d) || analysis.evaluate(s, c, d) == LEGAL) {
            return placeEvaluated(s, c, d, analysis);
        }
        return null;
    }

    /**
     * Plays a move already known to be legal (see {@link #check}).
     *
     * @param s the state
     * @param move a legal move
     * @return the next state
     */
    static BargoState applyLegal(BargoState s, BargoMove move) {
        if (move instanceof BargoMove.Place place) {
            return place(s, place);
        }
        int mover = s.toMove;
        boolean button = move instanceof BargoMove.TakeButton;
        long hash = button ? s.hash ^ s.geometry.zobristButton : s.hash;
        Analysis analysis = Analysis.of(s);
        PositionSet history = analysis.historyWith(s, hash, s.stones, true);
        BargoState child = new BargoState(
                s.geometry,
                s.board,
                s.stones,
                1 - mover,
                button ? mover : s.button,
                button ? 0 : s.passes + 1,
                s.komi,
                hash,
                s.pieceHash,
                mover == Codes.BLACK ? history : s.blackHistory,
                mover == Codes.WHITE ? history : s.whiteHistory,
                button ? Codes.LAST_BUTTON : Codes.LAST_PASS,
                analysis);
        // Analysed first, so that the next ply follows the pass or button turn with an update of
        // the groups (noting a child of a state the thread never analysed would be lost, and the
        // next state analysed from scratch).
        analysis.madeChild(s, child);
        return child;
    }

    private static BargoState place(BargoState s, BargoMove.Place move) {
        int c = move.cell().index();
        int d = move.wall().ordinal();
        Analysis analysis = Analysis.of(s);
        if (analysis.evaluate(s, c, d) != LEGAL) {
            throw new IllegalStateException("applyLegal called with an illegal move " + move);
        }
        return placeEvaluated(s, c, d, analysis);
    }

    /**
     * Plays a placement that {@code analysis} has just evaluated as legal on {@code s}: its captures
     * are the analysis's, so no other placement may have been evaluated since.
     *
     * @param s the state
     * @param c the cell of the placement last evaluated, legal
     * @param d its wall direction
     * @param analysis the calling thread's analysis of {@code s}
     * @return the next state
     */
    static BargoState placeEvaluated(BargoState s, int c, int d, Analysis analysis) {
        Geometry geometry = s.geometry;
        int mover = s.toMove;
        byte[] board = s.board.clone();
        byte piece = Codes.piece(mover, d);
        board[c] = piece;
        long pieceHash = s.pieceHash
                ^ geometry.pieceKey(c, piece)
                ^ analysis.captures.removeFrom(geometry, analysis.groups, board);
        long[] stones = analysis.stonesAfter(s, c);
        long hash = s.hash ^ geometry.zobrist[mover * geometry.cells + c] ^ analysis.captures.zobrist;
        PositionSet history = analysis.historyWith(s, hash, stones, s.button != Codes.NOBODY);
        BargoState child = new BargoState(
                geometry,
                board,
                stones,
                1 - mover,
                s.button,
                0,
                s.komi,
                hash,
                pieceHash,
                mover == Codes.BLACK ? history : s.blackHistory,
                mover == Codes.WHITE ? history : s.whiteHistory,
                c * Geometry.DIRECTIONS + d,
                analysis);
        analysis.madeChild(s, child);
        return child;
    }

    /**
     * Whether the game goes on, or its outcome: once both players have passed in succession, the
     * higher score wins (scores never tie once the button is taken).
     *
     * @param s the state
     * @return {@link Status#ONGOING} or the win by {@link BargoEndReason#SCORE} with both scores
     */
    static Status status(BargoState s) {
        if (!s.isOver()) {
            return Status.ONGOING;
        }
        BargoScoring scoring = score(s);
        return new Outcome.Win(
                scoring.leader(),
                BargoEndReason.SCORE,
                List.of(
                        new Score(Colour.BLACK, scoring.black().total()),
                        new Score(Colour.WHITE, scoring.white().total())));
    }

    /**
     * The count of a state with its parts.
     *
     * @param s the state
     * @return both scores and every territory
     */
    static BargoScoring score(BargoState s) {
        return Scoring.of(s.geometry, s.board).report(s.geometry, s.komi, s.button);
    }
}
