package io.github.boardrules.common;

import java.util.Objects;

/**
 * Thrown when text in a game's notation (a position, a move, a game record, a rules string) cannot
 * be read. It names the field that is wrong and the offset in the input where the problem was
 * found.
 */
public final class NotationException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The field that could not be read. */
    private final String field;
    /** Where in the input the problem starts. */
    private final int offset;
    /** The text that was being read. */
    private final String input;

    /**
     * Creates the exception.
     *
     * @param field the name of the field that could not be read, e.g. {@code komi} or {@code rank 3}
     * @param offset the zero-based character offset in {@code input} where the problem starts
     * @param input the whole text that was being read
     * @param problem what is wrong, as a short sentence
     */
    public NotationException(String field, int offset, String input, String problem) {
        super("bad " + field + " at offset " + offset + " in '" + abbreviate(input) + "': " + problem);
        this.field = Objects.requireNonNull(field, "field");
        this.offset = offset;
        this.input = Objects.requireNonNull(input, "input");
    }

    private static String abbreviate(String input) {
        return input.length() <= 200 ? input : input.substring(0, 200) + "…";
    }

    /**
     * The field that could not be read.
     *
     * @return the field name
     */
    public String field() {
        return field;
    }

    /**
     * The zero-based offset in the input where the problem was found.
     *
     * @return the offset
     */
    public int offset() {
        return offset;
    }

    /**
     * The text that was being read.
     *
     * @return the input
     */
    public String input() {
        return input;
    }
}
