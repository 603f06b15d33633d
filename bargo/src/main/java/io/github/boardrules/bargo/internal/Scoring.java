package io.github.boardrules.bargo.internal;

import io.github.boardrules.bargo.BargoScore;
import io.github.boardrules.bargo.BargoScoring;
import io.github.boardrules.bargo.BargoTerritory;
import io.github.boardrules.bargo.Cell;
import io.github.boardrules.common.Colour;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Area counting: pieces on the board and territories. A territory is a maximal set of empty cells
 * connected through adjacency (empty cells carry no walls, so adjacent empty cells are always
 * linked); a player owns it when every piece linked to one of its cells is of that colour. A
 * territory with no linked piece at all is owned by both players, as the rule text reads literally.
 */
public final class Scoring {
    /** Owner bit of Black in {@link Territory#owners}. */
    public static final int BLACK_OWNS = 1;
    /** Owner bit of White in {@link Territory#owners}. */
    public static final int WHITE_OWNS = 2;

    /** Pieces of Black and White. */
    public final int[] pieces = new int[2];
    /** Territory cells owned by Black and by White. */
    public final int[] territory = new int[2];
    /** Every territory, in the order of its first cell. */
    public final List<Territory> territories = new ArrayList<>();

    /**
     * One territory.
     *
     * @param cells its cell indices, ascending
     * @param owners {@link #BLACK_OWNS} and/or {@link #WHITE_OWNS}, or 0 for nobody
     */
    public record Territory(int[] cells, int owners) {}

    private Scoring() {}

    /**
     * Counts a board.
     *
     * @param geometry the board's geometry
     * @param board one byte per cell, as in {@link Codes}
     * @return the count
     */
    public static Scoring of(Geometry geometry, byte[] board) {
        Scoring scoring = new Scoring();
        int cells = geometry.cells;
        int[] neighbours = geometry.neighbours;
        boolean[] seen = new boolean[cells];
        int[] stack = new int[cells];
        int[] members = new int[cells];
        for (int x = 0; x < cells; x++) {
            if (board[x] != 0) {
                scoring.pieces[Codes.colour(board[x])]++;
                continue;
            }
            if (seen[x]) {
                continue;
            }
            int size = 0;
            int linked = 0;
            int sp = 0;
            stack[sp++] = x;
            seen[x] = true;
            while (sp > 0) {
                int y = stack[--sp];
                members[size++] = y;
                for (int k = 0; k < Geometry.DIRECTIONS; k++) {
                    int z = neighbours[y * Geometry.DIRECTIONS + k];
                    if (z < 0) {
                        continue;
                    }
                    int vz = board[z];
                    if (vz == 0) {
                        if (!seen[z]) {
                            seen[z] = true;
                            stack[sp++] = z;
                        }
                    } else if (Codes.wall(vz) != Codes.opposite(k)) {
                        linked |= 1 << Codes.colour(vz);
                    }
                }
            }
            int owners = 0;
            if ((linked & 2) == 0) {
                owners |= BLACK_OWNS;
                scoring.territory[Codes.BLACK] += size;
            }
            if ((linked & 1) == 0) {
                owners |= WHITE_OWNS;
                scoring.territory[Codes.WHITE] += size;
            }
            int[] sorted = Arrays.copyOf(members, size);
            Arrays.sort(sorted);
            scoring.territories.add(new Territory(sorted, owners));
        }
        return scoring;
    }

    /**
     * The count as the public value: both scores with their parts and every territory with its
     * cells and owners.
     *
     * @param geometry the counted board's geometry, for its cells
     * @param komi the komi, added to White's score
     * @param button who holds the button, or {@link Codes#NOBODY}
     * @return the count
     */
    public BargoScoring report(Geometry geometry, int komi, int button) {
        List<BargoTerritory> regions = new ArrayList<>(territories.size());
        for (Territory territory : territories) {
            List<Cell> cells = new ArrayList<>(territory.cells().length);
            for (int c : territory.cells()) {
                cells.add(geometry.cell(c));
            }
            Set<Colour> owners = EnumSet.noneOf(Colour.class);
            if ((territory.owners() & BLACK_OWNS) != 0) {
                owners.add(Colour.BLACK);
            }
            if ((territory.owners() & WHITE_OWNS) != 0) {
                owners.add(Colour.WHITE);
            }
            regions.add(new BargoTerritory(cells, owners));
        }
        BargoScore black =
                new BargoScore(Colour.BLACK, pieces[Codes.BLACK], territory[Codes.BLACK], 0, button == Codes.BLACK);
        BargoScore white =
                new BargoScore(Colour.WHITE, pieces[Codes.WHITE], territory[Codes.WHITE], komi, button == Codes.WHITE);
        return new BargoScoring(black, white, regions);
    }
}
