package io.github.boardrules.baokigogo.internal;

import io.github.boardrules.baokigogo.BaoMove;
import io.github.boardrules.baokigogo.Hole;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.internal.IntegerSyntax;
import io.github.boardrules.common.internal.NotationReader;
import io.github.boardrules.common.internal.Token;

/**
 * Reads moves and hole names. A move is written as its origin hole ({@link BaoMove#notation()}), so
 * formatting needs no code here; reading accepts the file letter in either case.
 */
public final class MoveNotation {
    /**
     * Up to two digits are read before the rank is judged, so that an error in a longer rank is
     * reported at the first non-digit, or at the rank for a large one.
     */
    private static final IntegerSyntax RANK_DIGITS = IntegerSyntax.natural("rank number", 99);

    /** The letters of a file-and-rank coordinate, {@code a}..{@code z}. */
    private static final int LETTERS = 26;

    private MoveNotation() {}

    /**
     * Reads a move: its origin hole.
     *
     * @param text the move, e.g. {@code c1} or {@code C1}
     * @return the shared move
     * @throws NotationException naming the field {@code move} when the text is not a hole of the
     *     board
     */
    public static BaoMove.Sow parse(String text) {
        return MoveTable.sow(hole(text, "move"));
    }

    /**
     * Reads a whole text as a hole name.
     *
     * @param text the hole name, e.g. {@code c1}
     * @param field the field named by errors
     * @return the hole
     * @throws NotationException when the text is not a hole of the board
     */
    public static Hole hole(String text, String field) {
        NotationReader reader = NotationReader.of(text, field);
        return hole(reader, reader.rest());
    }

    /**
     * Reads a token as a hole name: a file letter {@code a}..{@code l} in either case and a rank
     * {@code 1}..{@code 4}.
     *
     * @param reader the reader of the whole input, naming the field
     * @param token the hole name
     * @return the hole
     * @throws NotationException at the letter or the rank that is not on the board
     */
    static Hole hole(NotationReader reader, Token token) {
        String text = token.text();
        if (text.length() < 2) {
            throw reader.errorAt(token.offset(), "expected a file letter and a rank number");
        }
        // The syntax of a coordinate (a letter, a rank number from 1) is checked before whether it
        // is on this board, so that a malformed name and an off-board one get different messages.
        int file = Character.toLowerCase(text.charAt(0)) - 'a';
        if (file < 0 || file >= LETTERS) {
            throw reader.errorAt(token.offset(), "expected a file letter");
        }
        long rank = reader.integer(token.from(1), RANK_DIGITS);
        if (rank < 1) {
            throw reader.errorAt(token.offset() + 1, "rank must be 1..4");
        }
        if (file >= Hole.FILES) {
            throw reader.errorAt(token.offset(), "file must be a..l");
        }
        if (rank > Hole.RANKS) {
            throw reader.errorAt(token.offset() + 1, "rank must be 1..4");
        }
        return Hole.of(file, (int) rank);
    }
}
