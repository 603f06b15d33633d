package io.github.boardrules.bargo.internal;

import io.github.boardrules.bargo.BargoEndReason;
import io.github.boardrules.bargo.BargoIllegalMoveReason;
import io.github.boardrules.bargo.BargoMove;
import io.github.boardrules.bargo.BargoScoring;
import io.github.boardrules.common.Colour;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Score;
import io.github.boardrules.common.Status;
import io.github.boardrules.common.internal.ImmutableArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The rules of Bargo over packed positions: move generation, checking and applying moves, and the
 * status. Everything a position needs — its board base and komi included — is in the position, so
 * every answer depends on the position alone.
 */
public final class Engine {
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
     * Every legal move: placements by cell (notation order: top row first, west to east) and
     * direction (e, ne, nw, w, sw, se), then {@code button} or {@code pass}, whichever is legal.
     *
     * @param p the position
     * @return an immutable list; empty when the game is over
     */
    public static List<BargoMove> legalMoves(Position p) {
        if (p.passes == 2) {
            return ImmutableArrayList.empty();
        }
        Geometry geometry = p.geometry;
        Analysis analysis = Analysis.of(p);
        int cells = geometry.cells;
        long[] codes = new long[(cells * Geometry.DIRECTIONS + 63) >>> 6];
        int n = 0;
        byte[] board = p.board;
        for (int c = 0; c < cells; c++) {
            if (board[c] != 0) {
                continue;
            }
            long legal = analysis.legalDirections(p, c);
            if (legal != 0) {
                int bit = c * Geometry.DIRECTIONS;
                int shift = bit & 63;
                codes[bit >>> 6] |= legal << shift;
                if (shift > 64 - Geometry.DIRECTIONS) {
                    codes[(bit >>> 6) + 1] |= legal >>> (64 - shift);
                }
                n += Long.bitCount(legal);
            }
        }
        return new MoveList(geometry.moves, codes, n, p.button == Position.NOBODY ? BargoMove.BUTTON : BargoMove.PASS);
    }

    /**
     * Why a move is illegal, or {@code null} when it is legal.
     *
     * @param p the position
     * @param move the move
     * @return the reason or {@code null}
     */
    public static @Nullable BargoIllegalMoveReason check(Position p, BargoMove move) {
        if (p.passes == 2) {
            return BargoIllegalMoveReason.GAME_OVER;
        }
        if (move instanceof BargoMove.Place place) {
            if (place.cell().base() != p.geometry.base) {
                return BargoIllegalMoveReason.WRONG_BOARD;
            }
            int c = place.cell().index();
            if (p.board[c] != 0) {
                return BargoIllegalMoveReason.OCCUPIED;
            }
            return REASONS[Analysis.of(p).evaluate(p, c, place.wall().ordinal())];
        }
        if (move instanceof BargoMove.TakeButton) {
            return p.button == Position.NOBODY ? null : BargoIllegalMoveReason.BUTTON_TAKEN;
        }
        return p.button == Position.NOBODY ? BargoIllegalMoveReason.PASS_BEFORE_BUTTON : null;
    }

    /**
     * Plays a move.
     *
     * @param p the position; never changed
     * @param move a move
     * @return the next position
     * @throws IllegalMoveException with the reason of {@link #check} when the move is illegal
     */
    public static Position apply(Position p, BargoMove move) {
        if (p.passes != 2 && move instanceof BargoMove.Place place) {
            // The check's evaluation leaves the captures that the placement needs: judge once.
            if (place.cell().base() == p.geometry.base && p.board[place.cell().index()] == 0) {
                Analysis analysis = Analysis.of(p);
                int code =
                        analysis.evaluate(p, place.cell().index(), place.wall().ordinal());
                if (code == LEGAL) {
                    return placeEvaluated(p, place, analysis);
                }
            }
        }
        BargoIllegalMoveReason reason = check(p, move);
        if (reason != null) {
            throw new IllegalMoveException(reason, move.notation());
        }
        return applyLegal(p, move);
    }

    /**
     * Plays a move already known to be legal (see {@link #check}).
     *
     * @param p the position
     * @param move a legal move
     * @return the next position
     */
    public static Position applyLegal(Position p, BargoMove move) {
        if (move instanceof BargoMove.Place place) {
            return place(p, place);
        }
        int mover = p.toMove;
        boolean button = move instanceof BargoMove.TakeButton;
        long hash = button ? p.hash ^ p.geometry.zobristButton : p.hash;
        PositionSet history = p.history(mover).with(hash, p.stones, true);
        Position child = new Position(
                p.geometry,
                p.board,
                p.stones,
                1 - mover,
                button ? mover : p.button,
                button ? 0 : p.passes + 1,
                p.komi,
                hash,
                p.pieceHash,
                mover == Position.BLACK ? history : p.blackHistory,
                mover == Position.WHITE ? history : p.whiteHistory,
                button ? Position.LAST_BUTTON : Position.LAST_PASS);
        Analysis.noteChild(p, child);
        return child;
    }

    private static Position place(Position p, BargoMove.Place move) {
        int c = move.cell().index();
        int d = move.wall().ordinal();
        Analysis analysis = Analysis.of(p);
        if (analysis.evaluate(p, c, d) != LEGAL) {
            throw new IllegalStateException("applyLegal called with an illegal move " + move);
        }
        return placeEvaluated(p, move, analysis);
    }

    /** Plays a placement that {@code analysis} has just evaluated as legal on {@code p}. */
    private static Position placeEvaluated(Position p, BargoMove.Place move, Analysis analysis) {
        Geometry geometry = p.geometry;
        int c = move.cell().index();
        int d = move.wall().ordinal();
        int mover = p.toMove;
        byte[] board = p.board.clone();
        int piece = 1 + mover * Geometry.DIRECTIONS + d;
        board[c] = (byte) piece;
        long pieceHash =
                p.pieceHash ^ geometry.pieceKey(c, piece) ^ analysis.captures.removeFrom(p, analysis.groups, board);
        long[] stones = analysis.stonesAfter(p, c);
        long hash = p.hash ^ geometry.zobrist[mover * geometry.cells + c] ^ analysis.captures.zobrist;
        PositionSet history = p.history(mover).with(hash, stones, p.button != Position.NOBODY);
        Position child = new Position(
                geometry,
                board,
                stones,
                1 - mover,
                p.button,
                0,
                p.komi,
                hash,
                pieceHash,
                mover == Position.BLACK ? history : p.blackHistory,
                mover == Position.WHITE ? history : p.whiteHistory,
                c * Geometry.DIRECTIONS + d);
        analysis.madeChild(p, child);
        return child;
    }

    /**
     * Whether the game goes on, or its outcome: once both players have passed in succession, the
     * higher score wins (scores never tie once the button is taken).
     *
     * @param p the position
     * @return {@link Status#ONGOING} or the win by {@link BargoEndReason#SCORE} with both scores
     */
    public static Status status(Position p) {
        if (!p.isOver()) {
            return Status.ONGOING;
        }
        BargoScoring scoring = score(p);
        return new Outcome.Win(
                scoring.leader(),
                BargoEndReason.SCORE,
                List.of(
                        new Score(Colour.BLACK, scoring.black().total()),
                        new Score(Colour.WHITE, scoring.white().total())));
    }

    /**
     * The count of a position with its parts.
     *
     * @param p the position
     * @return both scores and every territory
     */
    public static BargoScoring score(Position p) {
        return Scoring.of(p).report(p);
    }
}
