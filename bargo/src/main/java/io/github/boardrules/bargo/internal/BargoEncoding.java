package io.github.boardrules.bargo.internal;

import io.github.boardrules.bargo.BargoIllegalMoveReason;
import io.github.boardrules.bargo.BargoMove;
import io.github.boardrules.bargo.Cell;
import io.github.boardrules.common.internal.Observations;

/**
 * Bargo's search encodings for one board base, on the engine's {@link Position}: the actions
 * ({@code cell * 6 + wall}, then the button, then the pass), the legal-action mask, the 16
 * observation planes on the axial grid, the 12 symmetries of the hexagon (superko histories
 * included) and the stable hash. The planes and keys are documented in the package overview of the
 * API package. One shared instance per base.
 *
 * <p>The legal actions are read from {@link Engine#legalMoves}, whose list is a bitset of exactly
 * these placement codes: the mask copies its words and adds the button or the pass.
 */
public final class BargoEncoding {
    /** The observation planes. */
    public static final int PLANES = 16;

    private static final BargoEncoding[] BY_BASE = new BargoEncoding[14];

    static {
        for (int base = 2; base <= 13; base++) {
            BY_BASE[base] = new BargoEncoding(Geometry.of(base));
        }
    }

    private final Geometry geometry;
    private final HexSymmetry symmetry;
    private final int cells;
    private final int side;
    private final int plane;
    /** The tensor position of each cell in a plane: row {@code r + N - 1}, column {@code q + N - 1}. */
    private final int[] grid;
    /** The stable hash keys: {@link Geometry#stableKeys}. */
    private final long[] keys;

    private BargoEncoding(Geometry geometry) {
        this.geometry = geometry;
        this.symmetry = new HexSymmetry(geometry);
        this.cells = geometry.cells;
        this.side = 2 * geometry.base - 1;
        this.plane = side * side;
        this.grid = new int[cells];
        int m = geometry.base - 1;
        for (int c = 0; c < cells; c++) {
            Cell cell = geometry.cell(c);
            grid[c] = (cell.r() + m) * side + cell.q() + m;
        }
        this.keys = geometry.stableKeys;
    }

    /**
     * The encodings of a base.
     *
     * @param base 2..13
     * @return the shared instance
     */
    public static BargoEncoding of(int base) {
        return BY_BASE[base];
    }

    /**
     * The number of actions: six walls on each cell, the button and the pass.
     *
     * @return {@code 6 * cells + 2}
     */
    public int actionCount() {
        return Geometry.DIRECTIONS * cells + 2;
    }

    /**
     * The side of the square axial grid, {@code 2N - 1}.
     *
     * @return the side
     */
    public int side() {
        return side;
    }

    /**
     * The action of a move of this board.
     *
     * @param move the move; a placement's cell is of this base
     * @return the action
     */
    public int actionOf(BargoMove move) {
        if (move instanceof BargoMove.Place place) {
            return place.cell().index() * Geometry.DIRECTIONS + place.wall().ordinal();
        }
        return move instanceof BargoMove.TakeButton ? Geometry.DIRECTIONS * cells : Geometry.DIRECTIONS * cells + 1;
    }

    /**
     * The move of an action on this board (legal or not).
     *
     * @param action an action in range
     * @return the shared move
     */
    public BargoMove move(int action) {
        int places = Geometry.DIRECTIONS * cells;
        if (action < places) {
            return geometry.place(action / Geometry.DIRECTIONS, action % Geometry.DIRECTIONS);
        }
        return action == places ? BargoMove.BUTTON : BargoMove.PASS;
    }

    /**
     * The legal-action mask of a position of this base.
     *
     * @param p the position
     * @return {@code (actionCount() + 63) / 64} words
     */
    public long[] legalMask(Position p) {
        long[] mask = new long[(actionCount() + 63) >>> 6];
        if (Engine.legalMoves(p) instanceof MoveList legal) {
            legal.copyCodesInto(mask);
            int action = actionOf(legal.last());
            mask[action >>> 6] |= 1L << action;
        }
        return mask;
    }

    /**
     * Writes the observation of a position of this base, seen from the player to move.
     *
     * @param p the position
     * @param out the array
     * @param offset where the observation starts
     */
    public void observation(Position p, float[] out, int offset) {
        Observations.clear(out, offset, PLANES * plane);
        int mover = p.toMove;
        long[] legal = legalMask(p);
        for (int c = 0; c < cells; c++) {
            int at = offset + grid[c];
            out[at] = 1f;
            int v = p.board[c];
            if (v == 0) {
                out[at + 3 * plane] = 1f;
                if (p.passes < 2 && superkoOnly(p, c, legal)) {
                    out[at + 15 * plane] = 1f;
                }
                continue;
            }
            int colour = (v - 1) / Geometry.DIRECTIONS;
            out[at + (colour == mover ? 1 : 2) * plane] = 1f;
            out[at + (4 + (v - 1) % Geometry.DIRECTIONS) * plane] = 1f;
        }
        float[] constants = {
            p.button == Position.NOBODY ? 1f : 0f,
            p.button == mover ? 1f : 0f,
            p.button == 1 - mover ? 1f : 0f,
            (mover == Position.WHITE ? p.komi : -p.komi) / (float) cells,
            p.passes == 1 ? 1f : 0f
        };
        for (int i = 0; i < constants.length; i++) {
            Observations.fill(out, offset + (10 + i) * plane, plane, constants[i]);
        }
    }

    /** Whether no wall is legal on an empty cell and superko (rule 3c) refuses at least one. */
    private boolean superkoOnly(Position p, int c, long[] legal) {
        for (int a = c * Geometry.DIRECTIONS; a < (c + 1) * Geometry.DIRECTIONS; a++) {
            if ((legal[a >>> 6] & 1L << a) != 0) {
                return false;
            }
        }
        for (int d = 0; d < Geometry.DIRECTIONS; d++) {
            if (Engine.check(p, geometry.place(c, d)) == BargoIllegalMoveReason.SUPERKO) {
                return true;
            }
        }
        return false;
    }

    /**
     * The image of a position under a symmetry: the board, the last move and both players' superko
     * histories.
     *
     * @param p a position of this base
     * @param k the symmetry
     * @return the transformed position
     */
    public Position transform(Position p, int k) {
        byte[] board = new byte[cells];
        for (int c = 0; c < cells; c++) {
            int v = p.board[c];
            if (v != 0) {
                int colour = (v - 1) / Geometry.DIRECTIONS;
                int wall = HexSymmetry.direction(k, (v - 1) % Geometry.DIRECTIONS);
                board[symmetry.cell(k, c)] = (byte) (1 + colour * Geometry.DIRECTIONS + wall);
            }
        }
        Position up = Position.setUp(geometry, board, p.toMove, p.button, p.passes, p.komi);
        int last = p.lastMove;
        if (last >= 0) {
            last = symmetry.cell(k, last / Geometry.DIRECTIONS) * Geometry.DIRECTIONS
                    + HexSymmetry.direction(k, last % Geometry.DIRECTIONS);
        }
        return new Position(
                geometry,
                up.board,
                up.stones,
                up.toMove,
                up.button,
                up.passes,
                up.komi,
                up.hash,
                up.pieceHash,
                history(p.blackHistory, k),
                history(p.whiteHistory, k),
                last);
    }

    private PositionSet history(PositionSet set, int k) {
        PositionSet[] image = {PositionSet.EMPTY};
        set.forEach((stones, button) -> {
            long[] moved = symmetry.stones(k, stones, geometry.words);
            long hash = button ? geometry.zobristButton : 0;
            for (int w = 0; w < moved.length; w++) {
                int colour = w / geometry.words;
                int base = (w % geometry.words) << 6;
                for (long m = moved[w]; m != 0; m &= m - 1) {
                    hash ^= geometry.zobrist[colour * cells + base + Long.numberOfTrailingZeros(m)];
                }
            }
            image[0] = image[0].with(hash, moved, button);
        });
        return image[0];
    }

    /**
     * The image of an action.
     *
     * @param action an action in range
     * @param k the symmetry
     * @return the transformed action
     */
    public int transformAction(int action, int k) {
        int places = Geometry.DIRECTIONS * cells;
        if (action >= places) {
            return action;
        }
        return symmetry.cell(k, action / Geometry.DIRECTIONS) * Geometry.DIRECTIONS
                + HexSymmetry.direction(k, action % Geometry.DIRECTIONS);
    }

    /**
     * The stable hash of a position: the pieces with their walls, the player to move, the button,
     * the passes and the komi — exactly what the notation shows; the superko histories are left out.
     * The pieces' part is the position's {@link Position#pieceHash}, kept up to date move by move.
     *
     * @param p a position of this base
     * @return the hash
     */
    public long hash(Position p) {
        long hash = p.pieceHash;
        int more = 12 * cells;
        if (p.toMove == Position.WHITE) {
            hash ^= keys[more];
        }
        if (p.button != Position.NOBODY) {
            hash ^= keys[more + 1 + p.button];
        }
        if (p.passes > 0) {
            hash ^= keys[more + 2 + p.passes];
        }
        return hash ^ keys[more + 5 + p.komi + cells];
    }
}
