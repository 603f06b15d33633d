package io.github.boardrules.bargo.internal;

import io.github.boardrules.bargo.BargoMove;
import io.github.boardrules.bargo.Cell;
import io.github.boardrules.common.internal.Observations;

/**
 * Bargo's search encodings for one board base, on packed boards and histories: the actions
 * ({@code cell * 6 + wall}, then the button, then the pass), the 16
 * observation planes on the axial grid, the 12 symmetries of the hexagon (superko histories
 * included) and the stable hash. The planes and keys are documented in the package overview of the
 * API package. One shared instance per base.
 *
 * <p>The legal-action mask is written by the engine itself ({@code Engine.legalPlacements}, the
 * placement codes of its legal-move list, plus the button or the pass).
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
     * Writes the observation planes of a position of this base, seen from the player to move, but
     * for plane 15 (superko), which {@link #markSuperkoOnly} fills cell by cell.
     *
     * @param board one byte per cell, as in {@link Codes}
     * @param mover the player to move
     * @param button who holds the button, or {@link Codes#NOBODY}
     * @param komi the komi
     * @param passes consecutive passes
     * @param out the array
     * @param offset where the observation starts
     */
    public void observation(byte[] board, int mover, int button, int komi, int passes, float[] out, int offset) {
        Observations.clear(out, offset, PLANES * plane);
        for (int c = 0; c < cells; c++) {
            int at = offset + grid[c];
            out[at] = 1f;
            int v = board[c];
            if (v == 0) {
                out[at + 3 * plane] = 1f;
                continue;
            }
            out[at + (Codes.colour(v) == mover ? 1 : 2) * plane] = 1f;
            out[at + (4 + Codes.wall(v)) * plane] = 1f;
        }
        float[] constants = {
            button == Codes.NOBODY ? 1f : 0f,
            button == mover ? 1f : 0f,
            button == 1 - mover ? 1f : 0f,
            (mover == Codes.WHITE ? komi : -komi) / (float) cells,
            passes == 1 ? 1f : 0f
        };
        for (int i = 0; i < constants.length; i++) {
            Observations.fill(out, offset + (10 + i) * plane, plane, constants[i]);
        }
    }

    /**
     * Marks an empty cell on plane 15 of an observation: superko (rule 3c) is why no wall can be
     * played there.
     *
     * @param c the cell
     * @param out the array {@link #observation} wrote
     * @param offset where the observation starts
     */
    public void markSuperkoOnly(int c, float[] out, int offset) {
        out[offset + grid[c] + 15 * plane] = 1f;
    }

    /**
     * The image of a board under a symmetry: each piece moves, and its wall turns with the board.
     *
     * @param board one byte per cell of this base
     * @param k the symmetry
     * @return a new board
     */
    public byte[] transformBoard(byte[] board, int k) {
        byte[] image = new byte[cells];
        for (int c = 0; c < cells; c++) {
            int v = board[c];
            if (v != 0) {
                image[symmetry.cell(k, c)] = Codes.piece(Codes.colour(v), HexSymmetry.direction(k, Codes.wall(v)));
            }
        }
        return image;
    }

    /**
     * The image of a superko history under a symmetry.
     *
     * @param set one player's history on this base
     * @param k the symmetry
     * @return the set of the images of its positions
     */
    public PositionSet transformHistory(PositionSet set, int k) {
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
            // The symmetry maps distinct positions to distinct images.
            image[0] = image[0].withAbsent(hash, moved, button);
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
     *
     * @param pieceHash the pieces' part, {@link BoardKeys#pieceHash}, kept up to date move by move
     * @param toMove the player to move
     * @param button who holds the button, or {@link Codes#NOBODY}
     * @param passes consecutive passes
     * @param komi the komi
     * @return the hash
     */
    public long hash(long pieceHash, int toMove, int button, int passes, int komi) {
        long hash = pieceHash;
        int more = 12 * cells;
        if (toMove == Codes.WHITE) {
            hash ^= keys[more];
        }
        if (button != Codes.NOBODY) {
            hash ^= keys[more + 1 + button];
        }
        if (passes > 0) {
            hash ^= keys[more + 2 + passes];
        }
        return hash ^ keys[more + 5 + komi + cells];
    }
}
