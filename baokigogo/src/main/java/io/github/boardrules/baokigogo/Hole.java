package io.github.boardrules.baokigogo;

import io.github.boardrules.baokigogo.internal.MoveNotation;
import io.github.boardrules.common.FileRank;
import io.github.boardrules.common.NotationException;
import java.util.List;

/**
 * One of the 48 holes, named by file ({@code a}..{@code l}, left to right as South sees the board)
 * and rank ({@code 1}..{@code 4}, from South's edge), e.g. {@code c1} or {@code l4}.
 *
 * <p>There is exactly one instance per hole, so holes may be compared with {@code ==} as well as
 * {@link #equals}. Their {@linkplain #index() index} runs {@code a1, b1, …, l1, a2, …, l4}, which is
 * the order of {@link #all()} and of {@link #compareTo}. (Legal-move lists follow the sowing order
 * instead; see {@link BaoKigogo#legalMoves}.)
 */
public final class Hole implements Comparable<Hole> {
    /** The number of files, {@code a}..{@code l}. */
    public static final int FILES = 12;

    /** The number of ranks, {@code 1}..{@code 4}. */
    public static final int RANKS = 4;

    private static final Hole[] HOLES = new Hole[FILES * RANKS];
    private static final List<Hole> ALL;

    static {
        for (int index = 0; index < HOLES.length; index++) {
            HOLES[index] = new Hole(index);
        }
        ALL = List.of(HOLES);
    }

    private final int index;
    private final String notation;

    private Hole(int index) {
        this.index = index;
        this.notation = (char) ('a' + index % FILES) + Integer.toString(index / FILES + 1);
    }

    /**
     * The hole at a file and rank.
     *
     * @param file the zero-based file index, 0 ({@code a}) to 11 ({@code l})
     * @param rank the rank, 1 to 4
     * @return the hole
     * @throws IllegalArgumentException when the hole is not on the board
     */
    public static Hole of(int file, int rank) {
        if (file < 0 || file >= FILES || rank < 1 || rank > RANKS) {
            throw new IllegalArgumentException("no hole at file index " + file + ", rank " + rank);
        }
        return HOLES[(rank - 1) * FILES + file];
    }

    /**
     * The hole at a file-and-rank coordinate.
     *
     * @param coordinate the coordinate
     * @return the hole
     * @throws IllegalArgumentException when the coordinate is not on the board
     */
    public static Hole of(FileRank coordinate) {
        return of(coordinate.file(), coordinate.rank());
    }

    /**
     * The hole with the given index.
     *
     * @param index {@code (rank - 1) * 12 + file}, 0 ({@code a1}) to 47 ({@code l4})
     * @return the hole
     * @throws IllegalArgumentException when the index is out of range
     */
    public static Hole ofIndex(int index) {
        if (index < 0 || index >= HOLES.length) {
            throw new IllegalArgumentException("hole index out of range 0..47: " + index);
        }
        return HOLES[index];
    }

    /**
     * Reads a hole name such as {@code c1}; the file letter may be either case.
     *
     * @param text the hole name
     * @return the hole
     * @throws NotationException naming the field {@code hole} when the text is not a hole of the
     *     board
     */
    public static Hole parse(String text) {
        return MoveNotation.hole(text, "hole");
    }

    /**
     * All 48 holes in index order: rank 1 first, each rank from file {@code a} to {@code l}.
     *
     * @return an immutable list
     */
    public static List<Hole> all() {
        return ALL;
    }

    /**
     * The hole's index: {@code (rank - 1) * 12 + file}, 0 for {@code a1} to 47 for {@code l4}.
     *
     * @return the index
     */
    public int index() {
        return index;
    }

    /**
     * The zero-based file index: 0 for {@code a}, 11 for {@code l}.
     *
     * @return the file index
     */
    public int file() {
        return index % FILES;
    }

    /**
     * The rank, 1 to 4.
     *
     * @return the rank
     */
    public int rank() {
        return index / FILES + 1;
    }

    /**
     * The side that owns the hole: South for ranks 1 and 2, North for ranks 3 and 4.
     *
     * @return the owner
     */
    public BaoSide owner() {
        return rank() <= 2 ? BaoSide.SOUTH : BaoSide.NORTH;
    }

    /**
     * Whether the hole is in its owner's front (inner) row, rank 2 or 3.
     *
     * @return {@code true} for ranks 2 and 3
     */
    public boolean isFront() {
        int rank = rank();
        return rank == 2 || rank == 3;
    }

    /**
     * The hole as a file-and-rank coordinate.
     *
     * @return the coordinate
     */
    public FileRank toFileRank() {
        return new FileRank(file(), rank());
    }

    /**
     * The hole's name, e.g. {@code c1}.
     *
     * @return the name
     */
    public String notation() {
        return notation;
    }

    /**
     * Compares holes by {@linkplain #index() index}: rank first, then file.
     *
     * @param other another hole
     * @return negative, zero or positive as this hole comes before, is, or comes after {@code other}
     */
    @Override
    public int compareTo(Hole other) {
        return Integer.compare(index, other.index);
    }

    /**
     * The hole's name, as {@link #notation()}.
     *
     * @return the name
     */
    @Override
    public String toString() {
        return notation;
    }
}
