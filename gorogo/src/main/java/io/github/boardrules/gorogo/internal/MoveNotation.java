package io.github.boardrules.gorogo.internal;

import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.internal.NotationReader;
import io.github.boardrules.common.internal.Token;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.Point;

/**
 * Reads moves ({@code c3}, {@code Hc3}) and point names ({@code c3}), the latter also for
 * {@link Point#parse} and the {@code setup=} rules option. Moves are written by
 * {@link GoRoGoMove#notation()}.
 */
public final class MoveNotation {
    private MoveNotation() {}

    /**
     * Reads a move. {@code H} or {@code h} before the point makes it a Henge: the setup move in the
     * setup phase, a Henge from hand afterwards.
     *
     * @param text the move
     * @param setupPhase whether the move is meant for the setup phase
     * @return the shared move
     * @throws NotationException naming the field {@code move} and the offset of the bad character
     */
    public static GoRoGoMove parse(String text, boolean setupPhase) {
        NotationReader reader = NotationReader.of(text, "move");
        if (reader.atEnd()) {
            throw reader.error("expected a move such as c3 or Hc3");
        }
        boolean henge = reader.acceptIgnoringCase('h');
        int index = point(reader, reader.rest());
        if (!henge) {
            return MoveTable.piece(index);
        }
        return setupPhase ? MoveTable.setup(index) : MoveTable.henge(index);
    }

    /**
     * Reads a token as a point name, a file letter {@code a}..{@code e} (either case) and a rank
     * {@code 1}..{@code 5}, reporting errors in the reader's field at offsets into its whole input.
     *
     * @param reader the reader of the whole input, naming the field
     * @param token the token to read
     * @return the point's index, 0..24
     * @throws NotationException at the token's start when it is not two characters or its letter is
     *     not a file; at the rank when that is not 1..5
     */
    public static int point(NotationReader reader, Token token) {
        String text = token.text();
        if (text.length() != 2) {
            throw reader.errorAt(token.offset(), "expected a point a1..e5");
        }
        char letter = Character.toLowerCase(text.charAt(0));
        if (letter < 'a' || letter > 'e') {
            throw reader.errorAt(token.offset(), "expected a file letter a..e");
        }
        char digit = text.charAt(1);
        if (digit < '1' || digit > '5') {
            throw reader.errorAt(token.offset() + 1, "expected a rank 1..5");
        }
        return (digit - '1') * 5 + (letter - 'a');
    }
}
