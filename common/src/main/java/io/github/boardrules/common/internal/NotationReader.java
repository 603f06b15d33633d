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
 * <p>Parsers read forward ({@link #token}, {@link #accept}, {@link #integer}) or split the text into
 * {@link Token}s that keep their offsets. A reader is mutable and serves one parse.
 */
public final class NotationReader {
    private final String input;
    private String field;
    private int position;

    private NotationReader(String input, String field) {
        this.input = input;
        this.field = field;
    }

    /**
     * A reader at the start of the input.
     *
     * @param input the whole text being read
     * @param field the field named by errors until {@link #field(String)} changes it
     * @return the reader
     */
    public static NotationReader of(String input, String field) {
        return new NotationReader(input, field);
    }

    /** {@return the whole input} */
    public String input() {
        return input;
    }

    /** {@return the field named by errors} */
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

    /** {@return the offset of the next character to read} */
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

    /** {@return whether the whole input has been read} */
    public boolean atEnd() {
        return position >= input.length();
    }

    /** {@return the next character, not consumed, or 0 at the end} */
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

    /** Skips any run of the character, typically a space. */
    private NotationReader skip(char c) {
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
        return syntax.read(this, token);
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
    public List<RulesOption> options(String problem) {
        return RulesOption.readAll(this, problem);
    }

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
}
