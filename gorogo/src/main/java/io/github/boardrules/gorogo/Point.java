package io.github.boardrules.gorogo;

import io.github.boardrules.common.FileRank;
import io.github.boardrules.common.NotationException;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * One of the 25 points of the GoRoGo board, named by file {@code a}..{@code e} (left to right) and
 * rank {@code 1}..{@code 5} (bottom to top): {@code a1} is bottom-left, {@code c3} the centre.
 *
 * <p>There is exactly one instance per point, so points can be compared with {@code ==} as well as
 * {@code equals}. Their {@linkplain #index() index} runs {@code a1, b1, …, e1, a2, …, e5}, which is
 * also the order of {@link #all()} and of legal-move lists.
 */
public final class Point implements Comparable<Point> {
    private static final Point[] POINTS = new Point[25];

    static {
        for (int i = 0; i < 25; i++) {
            POINTS[i] = new Point(i);
        }
    }

    private static final List<Point> ALL = Collections.unmodifiableList(Arrays.asList(POINTS.clone()));

    private final int index;
    private final String notation;

    private Point(int index) {
        this.index = index;
        this.notation = (char) ('a' + index % 5) + Integer.toString(index / 5 + 1);
    }

    /**
     * The point with the given index.
     *
     * @param index {@code (rank - 1) * 5 + file}, 0..24
     * @return the point
     * @throws IllegalArgumentException when the index is out of range
     */
    public static Point ofIndex(int index) {
        if (index < 0 || index >= 25) {
            throw new IllegalArgumentException("point index out of range 0..24: " + index);
        }
        return POINTS[index];
    }

    /**
     * The point at a file and rank.
     *
     * @param file the zero-based file, 0 ({@code a}) to 4 ({@code e})
     * @param rank the rank, 1 to 5
     * @return the point
     * @throws IllegalArgumentException when the point is not on the board
     */
    public static Point at(int file, int rank) {
        if (file < 0 || file > 4 || rank < 1 || rank > 5) {
            throw new IllegalArgumentException("not a point of the 5x5 board: file " + file + ", rank " + rank);
        }
        return POINTS[(rank - 1) * 5 + file];
    }

    /**
     * Reads a point name such as {@code c3}; the file letter may be upper case.
     *
     * @param text the name
     * @return the point
     * @throws NotationException naming the field {@code point} when the text is not a point of the
     *     board
     */
    public static Point parse(String text) {
        return parse(text, 0, text.length(), "point");
    }

    /**
     * Reads {@code input[from, to)} as a point name, reporting errors with offsets into the whole
     * input.
     *
     * @param input the text holding the point name
     * @param from the first index of the name
     * @param to one past its last index
     * @param field the field name to report
     * @return the point
     * @throws NotationException when the slice is not a point of the board
     */
    static Point parse(String input, int from, int to, String field) {
        if (to - from != 2) {
            throw new NotationException(field, from, input, "expected a point a1..e5");
        }
        char letter = Character.toLowerCase(input.charAt(from));
        if (letter < 'a' || letter > 'e') {
            throw new NotationException(field, from, input, "expected a file letter a..e");
        }
        char digit = input.charAt(from + 1);
        if (digit < '1' || digit > '5') {
            throw new NotationException(field, from + 1, input, "expected a rank 1..5");
        }
        return POINTS[(digit - '1') * 5 + (letter - 'a')];
    }

    /**
     * The 25 points in index order {@code a1, b1, …, e5}.
     *
     * @return an immutable list
     */
    public static List<Point> all() {
        return ALL;
    }

    /**
     * The index of this point, {@code (rank - 1) * 5 + file}.
     *
     * @return 0..24
     */
    public int index() {
        return index;
    }

    /**
     * The zero-based file, 0 for {@code a} to 4 for {@code e}.
     *
     * @return the file
     */
    public int file() {
        return index % 5;
    }

    /**
     * The rank, 1 (bottom) to 5 (top).
     *
     * @return the rank
     */
    public int rank() {
        return index / 5 + 1;
    }

    /**
     * The point as a generic file-and-rank coordinate.
     *
     * @return the coordinate
     */
    public FileRank toFileRank() {
        return new FileRank(file(), rank());
    }

    /**
     * The point's name, e.g. {@code c3}.
     *
     * @return the name
     */
    public String notation() {
        return notation;
    }

    @Override
    public int compareTo(Point other) {
        return Integer.compare(index, other.index);
    }

    @Override
    public String toString() {
        return notation;
    }
}
