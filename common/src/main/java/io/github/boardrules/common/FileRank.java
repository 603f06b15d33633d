package io.github.boardrules.common;

import io.github.boardrules.common.internal.NotationReader;
import io.github.boardrules.common.internal.Token;

/**
 * A coordinate named by a file letter and a rank number, the scheme all three games use: file
 * {@code a} is 0, rank {@code 1} is 1, so {@code c3} is file 2, rank 3. Each game maps these onto its
 * own board and rejects names that are not on it.
 *
 * @param file the zero-based file index ({@code a} = 0, at most 25)
 * @param rank the one-based rank number (at least 1)
 */
public record FileRank(int file, int rank) {
    /**
     * Validates the components.
     *
     * @param file the zero-based file index ({@code a} = 0, at most 25)
     * @param rank the one-based rank number (at least 1)
     */
    public FileRank {
        if (file < 0 || file > 25) {
            throw new IllegalArgumentException("file index out of range a..z: " + file);
        }
        if (rank < 1) {
            throw new IllegalArgumentException("rank must be at least 1: " + rank);
        }
    }

    /**
     * Reads a whole string such as {@code c3} or {@code K12}; the letter may be either case.
     *
     * @param text the coordinate
     * @return the coordinate
     * @throws NotationException naming the field {@code coordinate} when the text is not a letter
     *     followed by a rank number
     */
    public static FileRank parse(String text) {
        return parse(text, 0, text.length(), "coordinate");
    }

    /**
     * Reads {@code input[from, to)} as a coordinate, reporting errors with offsets into the whole
     * input.
     *
     * @param input the text holding the coordinate
     * @param from the first index of the coordinate
     * @param to one past the last index
     * @param field the field name to report
     * @return the coordinate
     * @throws NotationException when the slice is not a letter followed by a rank number
     */
    public static FileRank parse(String input, int from, int to, String field) {
        return NotationReader.of(input, field).fileRank(new Token(input.substring(from, to), from), 99);
    }

    /**
     * The coordinate's name, e.g. {@code c3}.
     *
     * @return the name
     */
    public String notation() {
        return (char) ('a' + file) + Integer.toString(rank);
    }

    @Override
    public String toString() {
        return notation();
    }
}
