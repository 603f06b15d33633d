package io.github.boardrules.baokigogo;

import io.github.boardrules.common.FileRank;
import io.github.boardrules.common.NotationException;
import java.util.List;

/**
 * One of the 48 holes, named by file ({@code a}..{@code l}, left to right as South sees the board)
 * and rank ({@code 1}..{@code 4}, from South's edge), e.g. {@code c1} or {@code l4}. There is
 * exactly one instance per hole, so holes may be compared with {@code ==} as well as
 * {@link #equals}.
 */
public final class Hole {
    /** The number of files, {@code a}..{@code l}. */
    public static final int FILES = 12;

    /** The number of ranks, {@code 1}..{@code 4}. */
    public static final int RANKS = 4;

    private static final Hole[] HOLES = new Hole[FILES * RANKS];
    private static final List<Hole> ALL;

    static {
        for (int rank = 1; rank <= RANKS; rank++) {
            for (int file = 0; file < FILES; file++) {
                HOLES[(rank - 1) * FILES + file] = new Hole(file, rank);
            }
        }
        ALL = List.of(HOLES);
    }

    private final int file;
    private final int rank;
    private final String notation;

    private Hole(int file, int rank) {
        this.file = file;
        this.rank = rank;
        this.notation = (char) ('a' + file) + Integer.toString(rank);
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
     * Reads a hole name such as {@code c1}; the file letter may be either case.
     *
     * @param text the hole name
     * @return the hole
     * @throws NotationException naming the field {@code hole} when the text is not a hole of the
     *     board
     */
    public static Hole parse(String text) {
        return parse(text, 0, text.length(), "hole");
    }

    /**
     * Reads {@code input[from, to)} as a hole name, reporting errors with offsets into the whole input.
     *
     * @param input the text holding the hole name
     * @param from the first index of the name
     * @param to one past the last index
     * @param field the field name to report
     * @return the hole
     * @throws NotationException when the slice is not a hole of the board
     */
    public static Hole parse(String input, int from, int to, String field) {
        FileRank coordinate = FileRank.parse(input, from, to, field);
        if (coordinate.file() >= FILES) {
            throw new NotationException(field, from, input, "file must be a..l");
        }
        if (coordinate.rank() > RANKS) {
            throw new NotationException(field, from + 1, input, "rank must be 1..4");
        }
        return of(coordinate);
    }

    /**
     * All 48 holes, rank 1 first, each rank from file {@code a} to {@code l}.
     *
     * @return an immutable list
     */
    public static List<Hole> all() {
        return ALL;
    }

    /**
     * The zero-based file index: 0 for {@code a}, 11 for {@code l}.
     *
     * @return the file index
     */
    public int file() {
        return file;
    }

    /**
     * The rank, 1 to 4.
     *
     * @return the rank
     */
    public int rank() {
        return rank;
    }

    /**
     * The side that owns the hole: South for ranks 1 and 2, North for ranks 3 and 4.
     *
     * @return the owner
     */
    public BaoSide owner() {
        return rank <= 2 ? BaoSide.SOUTH : BaoSide.NORTH;
    }

    /**
     * Whether the hole is in its owner's front (inner) row, rank 2 or 3.
     *
     * @return {@code true} for ranks 2 and 3
     */
    public boolean isFront() {
        return rank == 2 || rank == 3;
    }

    /**
     * The hole as a file-and-rank coordinate.
     *
     * @return the coordinate
     */
    public FileRank toFileRank() {
        return new FileRank(file, rank);
    }

    /**
     * The hole's name, e.g. {@code c1}.
     *
     * @return the name
     */
    public String notation() {
        return notation;
    }

    @Override
    public String toString() {
        return notation;
    }
}
