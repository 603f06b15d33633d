package io.github.boardrules.bargo.internal;

import io.github.boardrules.bargo.BargoMove;
import io.github.boardrules.bargo.IllegalBargoMove;
import io.github.boardrules.common.internal.ImmutableArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** The rules of Bargo over packed positions: move generation, checking and applying moves. */
public final class Engine {
    static final int LEGAL = 0;
    static final int OCCUPIED = 1;
    static final int WALL_ON_EDGE = 2;
    static final int DOUBLED_WALL = 3;
    static final int SUICIDE = 4;
    static final int WALL_FACES_ENEMY = 5;
    static final int SUPERKO = 6;

    private static final @Nullable IllegalBargoMove[] REASONS = {
        null,
        IllegalBargoMove.OCCUPIED,
        IllegalBargoMove.WALL_ON_EDGE,
        IllegalBargoMove.DOUBLED_WALL,
        IllegalBargoMove.SUICIDE,
        IllegalBargoMove.WALL_FACES_ENEMY,
        IllegalBargoMove.SUPERKO
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
        int pieces = 0;
        for (long word : p.stones) {
            pieces += Long.bitCount(word);
        }
        BargoMove[] moves = new BargoMove[(cells - pieces) * Geometry.DIRECTIONS + 1];
        int n = 0;
        byte[] board = p.board;
        for (int c = 0; c < cells; c++) {
            if (board[c] != 0) {
                continue;
            }
            int legal = analysis.legalDirections(p, c);
            for (int d = 0; legal != 0; d++, legal >>>= 1) {
                if ((legal & 1) != 0) {
                    moves[n++] = geometry.place(c, d);
                }
            }
        }
        moves[n++] = p.button == Position.NOBODY ? BargoMove.BUTTON : BargoMove.PASS;
        return ImmutableArrayList.wrap(moves, n);
    }

    /**
     * Why a move is illegal, or {@code null} when it is legal.
     *
     * @param p the position
     * @param move the move
     * @return the reason or {@code null}
     */
    public static @Nullable IllegalBargoMove check(Position p, BargoMove move) {
        if (p.passes == 2) {
            return IllegalBargoMove.GAME_OVER;
        }
        if (move instanceof BargoMove.Place) {
            BargoMove.Place place = (BargoMove.Place) move;
            if (place.cell().base() != p.geometry.base) {
                return IllegalBargoMove.WRONG_BOARD;
            }
            int c = p.geometry.index(place.cell());
            if (p.board[c] != 0) {
                return IllegalBargoMove.OCCUPIED;
            }
            return REASONS[Analysis.of(p).evaluate(p, c, place.wall().ordinal())];
        }
        if (move instanceof BargoMove.TakeButton) {
            return p.button == Position.NOBODY ? null : IllegalBargoMove.BUTTON_TAKEN;
        }
        return p.button == Position.NOBODY ? IllegalBargoMove.PASS_BEFORE_BUTTON : null;
    }

    /**
     * Plays a move already known to be legal (see {@link #check}).
     *
     * @param p the position
     * @param move a legal move
     * @return the next position
     */
    public static Position applyLegal(Position p, BargoMove move) {
        int mover = p.toMove;
        if (move instanceof BargoMove.Place) {
            return place(p, (BargoMove.Place) move);
        }
        boolean button = move instanceof BargoMove.TakeButton;
        long hash = button ? p.hash ^ p.geometry.zobristButton : p.hash;
        PositionSet history = p.history(mover).with(hash, p.stones, true);
        return new Position(
                p.geometry,
                p.board,
                p.stones,
                1 - mover,
                button ? mover : p.button,
                button ? 0 : p.passes + 1,
                p.komi,
                hash,
                mover == Position.BLACK ? history : p.blackHistory,
                mover == Position.WHITE ? history : p.whiteHistory,
                button ? Position.LAST_BUTTON : Position.LAST_PASS);
    }

    private static Position place(Position p, BargoMove.Place move) {
        Geometry geometry = p.geometry;
        int c = geometry.index(move.cell());
        int d = move.wall().ordinal();
        Analysis analysis = Analysis.of(p);
        if (analysis.evaluate(p, c, d) != LEGAL) {
            throw new IllegalStateException("applyLegal called with an illegal move " + move);
        }
        int mover = p.toMove;
        byte[] board = p.board.clone();
        board[c] = (byte) (1 + mover * Geometry.DIRECTIONS + d);
        if (analysis.capturedCount > 0) {
            for (int x = 0; x < geometry.cells; x++) {
                if (p.board[x] != 0 && analysis.captureMark[analysis.label[x]] == analysis.epoch) {
                    board[x] = 0;
                }
            }
        }
        long[] stones = analysis.stonesAfter(p, c);
        long hash = p.hash ^ geometry.zobrist[mover * geometry.cells + c] ^ analysis.capturedZobrist;
        PositionSet history = p.history(mover).with(hash, stones, p.button != Position.NOBODY);
        return new Position(
                geometry,
                board,
                stones,
                1 - mover,
                p.button,
                0,
                p.komi,
                hash,
                mover == Position.BLACK ? history : p.blackHistory,
                mover == Position.WHITE ? history : p.whiteHistory,
                c * Geometry.DIRECTIONS + d);
    }
}
