package io.github.boardrules.gorogo;

import io.github.boardrules.common.FileRank;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.internal.NotationReader;
import io.github.boardrules.gorogo.internal.MoveNotation;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One of the 25 points of the GoRoGo board, named by file {@code a}..{@code e} (left to right) and
 * rank {@code 1}..{@code 5} (bottom to top): {@code a1} is bottom-left, {@code c3} the centre.
 *
 * <p>There is exactly one instance per point, so points can be compared with {@code ==} as well as
 * {@code equals}. Their {@linkplain #index() index} runs {@code a1, b1, …, e1, a2, …, e5}, which is
 * also the order of {@link #all()}, of {@link #compareTo} and of legal-move lists.
 *
 * <pre>{@code
 * Point centre = Point.parse("c3");           // also Point.of(2, 3), Point.ofIndex(12)
 * centre.file();                              // 2 (zero-based: a is 0)
 * centre.rank();                              // 3
 * }</pre>
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
    public static Point of(int file, int rank) {
        if (file < 0 || file > 4 || rank < 1 || rank > 5) {
            throw new IllegalArgumentException("not a point of the 5x5 board: file " + file + ", rank " + rank);
        }
        return POINTS[(rank - 1) * 5 + file];
    }

    /**
     * The point named by a generic file-and-rank coordinate.
     *
     * @param coordinate the coordinate, e.g. {@code FileRank.parse("c3")}
     * @return the point
     * @throws IllegalArgumentException when the coordinate is not on the 5×5 board
     */
    public static Point of(FileRank coordinate) {
        return of(coordinate.file(), coordinate.rank());
    }

    /**
     * Reads a point name such as {@code c3}; the file letter may be upper case.
     *
     * @param text the name
     * @return the point
     * @throws NotationException naming the field {@code point} when the text is not a point of the
     *     board: at offset 0 for a wrong length or file letter, at 1 for a wrong rank
     */
    public static Point parse(String text) {
        NotationReader reader = NotationReader.of(text, "point");
        return POINTS[MoveNotation.point(reader, reader.rest())];
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
     * The point's name, such as {@code c3}.
     *
     * @return the name
     */
    public String notation() {
        return notation;
    }

    /**
     * Compares points in index order {@code a1, b1, …, e5}.
     *
     * @param other another point
     * @return negative, zero or positive as this point comes before, is, or comes after the other
     */
    @Override
    public int compareTo(Point other) {
        return Integer.compare(index, other.index);
    }

    /**
     * Whether another object is the same point; there is one instance per point, so this is
     * identity.
     *
     * @param other an object
     * @return {@code true} for the same point
     */
    @Override
    public boolean equals(@Nullable Object other) {
        return this == other;
    }

    /**
     * The point's {@linkplain #index() index}, a stable hash.
     *
     * @return 0..24
     */
    @Override
    public int hashCode() {
        return index;
    }

    /**
     * The point's name, as {@link #notation()}.
     *
     * @return e.g. {@code c3}
     */
    @Override
    public String toString() {
        return notation;
    }
}
