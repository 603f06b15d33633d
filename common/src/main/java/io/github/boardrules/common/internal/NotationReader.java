package io.github.boardrules.common.internal;

import io.github.boardrules.common.FileRank;
import io.github.boardrules.common.NotationException;
import java.util.ArrayList;
import java.util.List;

/**
 * A cursor over notation text that every parser of the library reads through: positions, moves,
 * rules notations, game records and coordinates. It knows the whole input and the name of the field
 * being read, so that every error is a {@link NotationException} naming that field and the offset
 * into the <em>whole</em> input, however deeply the text was split before.
 *
 * <p>Parsers read forward with {@link #token}, {@link #accept}, {@link #expect} and
 * {@link #integer}, or split the text into {@link Token}s that keep their offsets. A reader is
 * mutable and used by one parse only.
 */
public final class NotationReader {
    private final String input;
    private String field;
    private int position;

    private NotationReader(String input, String field, int position) {
        this.input = input;
        this.field = field;
        this.position = position;
    }

    /**
     * A reader at the start of the input.
     *
     * @param input the whole text being read
     * @param field the field named by errors until {@link #field(String)} changes it
     * @return the reader
     */
    public static NotationReader of(String input, String field) {
        return new NotationReader(input, field, 0);
    }

    /**
     * A reader of a token of a larger input, at the token's start: errors report offsets into the
     * whole input.
     *
     * @param input the whole text being read
     * @param token a token of {@code input}
     * @param field the field named by errors
     * @return the reader, reading up to the end of {@code input}; use {@link #limit} to stop at the
     *     token's end
     */
    public static NotationReader at(String input, Token token, String field) {
        return new NotationReader(input, field, token.offset());
    }

    /**
     * The whole input.
     *
     * @return the text
     */
    public String input() {
        return input;
    }

    /**
     * The field named by errors.
     *
     * @return the field name
     */
    public String field() {
        return field;
    }

    /**
     * Names the field that is read next.
     *
     * @param name the field name used in errors from now on
     * @return this reader
     */
    public NotationReader field(String name) {
        this.field = name;
        return this;
    }

    /**
     * The offset of the next character to read.
     *
     * @return the offset
     */
    public int offset() {
        return position;
    }

    /**
     * Moves the cursor.
     *
     * @param offset the offset of the next character to read, 0..length
     * @return this reader
     */
    public NotationReader seek(int offset) {
        if (offset < 0 || offset > input.length()) {
            throw new IndexOutOfBoundsException("offset " + offset + " outside 0.." + input.length());
        }
        this.position = offset;
        return this;
    }

    /**
     * Whether the whole input has been read.
     *
     * @return {@code true} at the end
     */
    public boolean atEnd() {
        return position >= input.length();
    }

    /**
     * The next character, not consumed.
     *
     * @return the character, or {@code 0} at the end
     */
    public char peek() {
        return atEnd() ? 0 : input.charAt(position);
    }

    /**
     * Consumes the next character if it is {@code c}.
     *
     * @param c the character
     * @return whether it was there
     */
    public boolean accept(char c) {
        if (peek() == c && !atEnd()) {
            position++;
            return true;
        }
        return false;
    }

    /**
     * Consumes the next character if it is {@code c} in either case (ASCII letters).
     *
     * @param c a lower-case letter
     * @return whether it was there
     */
    public boolean acceptIgnoringCase(char c) {
        if (!atEnd() && Character.toLowerCase(input.charAt(position)) == c) {
            position++;
            return true;
        }
        return false;
    }

    /**
     * Consumes the given text if the input continues with it.
     *
     * @param text the expected text
     * @return whether it was there
     */
    public boolean accept(String text) {
        if (input.startsWith(text, position)) {
            position += text.length();
            return true;
        }
        return false;
    }

    /**
     * Consumes {@code c} or fails at the current offset.
     *
     * @param c the expected character
     * @param problem the error message when it is missing
     * @throws NotationException when the next character is not {@code c}
     */
    public void expect(char c, String problem) {
        if (!accept(c)) {
            throw error(problem);
        }
    }

    /**
     * Fails unless the whole input has been read.
     *
     * @param problem the error message, reported at the current offset
     * @throws NotationException when text is left
     */
    public void expectEnd(String problem) {
        if (!atEnd()) {
            throw error(problem);
        }
    }

    /**
     * Skips any run of the character.
     *
     * @param c the character to skip, typically a space
     * @return this reader
     */
    public NotationReader skip(char c) {
        while (!atEnd() && input.charAt(position) == c) {
            position++;
        }
        return this;
    }

    /**
     * Reads up to (not including) the next {@code separator} or the end of the input; the cursor
     * stops on the separator.
     *
     * @param separator the character that ends the token
     * @return the token, possibly empty
     */
    public Token token(char separator) {
        int end = input.indexOf(separator, position);
        if (end < 0) {
            end = input.length();
        }
        Token token = new Token(input.substring(position, end), position);
        position = end;
        return token;
    }

    /**
     * Reads everything up to the end of the input.
     *
     * @return the rest, possibly empty
     */
    public Token rest() {
        Token token = new Token(input.substring(position), position);
        position = input.length();
        return token;
    }

    /**
     * A notation error in the current field at the current offset.
     *
     * @param problem what is wrong
     * @return the exception, to be thrown by the caller
     */
    public NotationException error(String problem) {
        return new NotationException(field, position, input, problem);
    }

    /**
     * A notation error in the current field at a given offset.
     *
     * @param offset where the problem starts in the whole input
     * @param problem what is wrong
     * @return the exception, to be thrown by the caller
     */
    public NotationException errorAt(int offset, String problem) {
        return new NotationException(field, offset, input, problem);
    }

    /**
     * Reads a token of the input as a canonical decimal integer (no plus sign, no leading zero,
     * minus zero refused), as every numeric field of the notations is written.
     *
     * @param token a token of this reader's input
     * @param syntax the wording and range of the number
     * @return the value
     * @throws NotationException naming the current field: at the first character that is not a
     *     digit, at the leading zero, or at the token's start when it is empty or out of range
     */
    public long integer(Token token, IntegerSyntax syntax) {
        String text = token.text();
        int from = token.offset();
        int i = 0;
        boolean negative = !text.isEmpty() && text.charAt(0) == '-';
        if (negative) {
            if (syntax.min() >= 0) {
                throw errorAt(from, "a " + syntax.noun() + " cannot be negative");
            }
            i++;
        }
        if (i >= text.length()) {
            throw errorAt(from, "expected a " + syntax.noun());
        }
        if (text.charAt(i) == '0' && text.length() > i + 1) {
            throw errorAt(from + i, "a " + syntax.noun() + " has no leading zero");
        }
        long limit = negative ? -syntax.min() : syntax.max();
        long value = 0;
        for (; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                throw errorAt(from + i, "expected a digit of the " + syntax.noun());
            }
            value = value * 10 + (c - '0');
            if (value > limit) {
                throw errorAt(from, syntax.rangeProblem());
            }
        }
        if (negative && value == 0) {
            throw errorAt(from, "write zero as 0");
        }
        long result = negative ? -value : value;
        if (result < syntax.min()) {
            throw errorAt(from, syntax.rangeProblem());
        }
        return result;
    }

    /**
     * Reads a token as a file letter (either case) followed by a rank number, the coordinate scheme
     * of every game.
     *
     * @param token a token of this reader's input
     * @param maxRank the largest rank number accepted
     * @return the coordinate
     * @throws NotationException naming the current field
     */
    public FileRank fileRank(Token token, int maxRank) {
        String text = token.text();
        if (text.length() < 2) {
            throw errorAt(token.offset(), "expected a file letter and a rank number");
        }
        char letter = Character.toLowerCase(text.charAt(0));
        if (letter < 'a' || letter > 'z') {
            throw errorAt(token.offset(), "expected a file letter a..z");
        }
        int rank = (int) integer(token.from(1), new IntegerSyntax("rank number", 1, maxRank));
        return new FileRank(letter - 'a', rank);
    }

    /**
     * Splits the input into the tokens between runs of a separator, each with its offset; empty
     * tokens are skipped. Reads from the cursor to the end.
     *
     * @param separator the separator, typically a space
     * @return the tokens in order
     */
    public List<Token> words(char separator) {
        List<Token> words = new ArrayList<>();
        while (!skip(separator).atEnd()) {
            words.add(token(separator));
        }
        return words;
    }

    /**
     * Reads the rest of the input as {@code key=value} options separated by spaces, the form of
     * every rules notation ({@code base=7 komi=3}). A key may appear once.
     *
     * @param problem the message for a word that is not {@code key=value}, reported at its start
     * @return the options in order, keys and values with their offsets
     * @throws NotationException for a word without {@code =}, or a repeated key
     */
    public List<Option> options(String problem) {
        List<Option> options = new ArrayList<>();
        for (Token word : words(' ')) {
            int eq = word.text().indexOf('=');
            if (eq <= 0) {
                throw errorAt(word.offset(), problem);
            }
            Option option = new Option(word.upTo(eq), word.from(eq + 1));
            for (Option earlier : options) {
                if (earlier.key().text().equals(option.key().text())) {
                    throw errorAt(word.offset(), "option '" + option.key().text() + "' repeated");
                }
            }
            options.add(option);
        }
        return options;
    }

    /**
     * One {@code key=value} option of a rules notation.
     *
     * @param key the key
     * @param value the value, possibly empty
     */
    public record Option(Token key, Token value) {}

    /**
     * Splits a token at every separator, keeping empty pieces: {@code "a,,b"} gives three pieces.
     *
     * @param token the token to split
     * @param separator the separator
     * @return the pieces, at least one
     */
    public static List<Token> split(Token token, char separator) {
        List<Token> pieces = new ArrayList<>();
        String text = token.text();
        int start = 0;
        while (true) {
            int end = text.indexOf(separator, start);
            if (end < 0) {
                pieces.add(new Token(text.substring(start), token.offset() + start));
                return pieces;
            }
            pieces.add(new Token(text.substring(start, end), token.offset() + start));
            start = end + 1;
        }
    }

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
    }
}
