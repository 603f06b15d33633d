package io.github.boardrules.common.internal;

/**
 * The wording and range of a numeric field.
 *
 * @param noun what the number is, e.g. {@code count}, used in messages ("expected a count")
 * @param min the smallest value; negative values are refused when it is at least 0
 * @param max the largest value
 */
public record IntegerSyntax(String noun, long min, long max) {
    /**
     * A non-negative number up to {@code max}.
     *
     * @param noun what the number is
     * @param max the largest value
     * @return the syntax
     */
    public static IntegerSyntax natural(String noun, long max) {
        return new IntegerSyntax(noun, 0, max);
    }

    String rangeProblem() {
        return "a " + noun + " must be " + min + ".." + max;
    }

    /**
     * Reads a token as a canonical decimal integer of this syntax.
     *
     * @param reader the reader whose input holds the token, for errors
     * @param token the token
     * @return the value
     */
    long read(NotationReader reader, Token token) {
        String text = token.text();
        int from = token.offset();
        int i = 0;
        boolean negative = !text.isEmpty() && text.charAt(0) == '-';
        if (negative) {
            if (min() >= 0) {
                throw reader.errorAt(from, "a " + noun() + " cannot be negative");
            }
            i++;
        }
        if (i >= text.length()) {
            throw reader.errorAt(from, "expected a " + noun());
        }
        if (text.charAt(i) == '0' && text.length() > i + 1) {
            throw reader.errorAt(from + i, "a " + noun() + " has no leading zero");
        }
        long limit = negative ? -min() : max();
        long value = 0;
        for (; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                throw reader.errorAt(from + i, "expected a digit of the " + noun());
            }
            value = value * 10 + (c - '0');
            if (value > limit) {
                throw reader.errorAt(from, rangeProblem());
            }
        }
        if (negative && value == 0) {
            throw reader.errorAt(from, "write zero as 0");
        }
        long result = negative ? -value : value;
        if (result < min()) {
            throw reader.errorAt(from, rangeProblem());
        }
        return result;
    }
}
