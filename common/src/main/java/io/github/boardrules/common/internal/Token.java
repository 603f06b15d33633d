package io.github.boardrules.common.internal;

/**
 * A piece of the input and where it starts.
 *
 * @param text the characters
 * @param offset the offset of its first character in the whole input
 */
public record Token(String text, int offset) {
    /**
     * The offset just after the token.
     *
     * @return {@code offset + length}
     */
    public int end() {
        return offset + text.length();
    }

    /**
     * The part of the token from a given index.
     *
     * @param from the index in the token
     * @return the shorter token, with its offset
     */
    public Token from(int from) {
        return new Token(text.substring(from), offset + from);
    }

    /**
     * The part of the token before a given index.
     *
     * @param to the index in the token
     * @return the shorter token
     */
    public Token upTo(int to) {
        return new Token(text.substring(0, to), offset);
    }
}
