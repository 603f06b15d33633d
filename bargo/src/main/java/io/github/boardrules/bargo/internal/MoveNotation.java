package io.github.boardrules.bargo.internal;

import io.github.boardrules.bargo.BargoMove;
import io.github.boardrules.bargo.Cell;
import io.github.boardrules.bargo.Direction;
import io.github.boardrules.common.FileRank;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.internal.NotationReader;
import io.github.boardrules.common.internal.Token;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * Reads moves — {@code pass}, {@code button}, or a cell name and a wall direction such as
 * {@code e5ne}, in either case — and cell names, on the board of a given base. Moves are written by
 * {@link BargoMove#notation()}.
 */
public final class MoveNotation {
    /**
     * The largest rank number read before the board is consulted: two digits, so that a long
     * number is reported at its start, as a rank too large, whatever the base.
     */
    private static final int MAX_RANK = 99;

    private MoveNotation() {}

    /**
     * Reads a move on a board.
     *
     * @param geometry the board
     * @param text the move
     * @return the move; a placement is the board's shared instance
     * @throws NotationException naming the field {@code move} when no direction ends the text, or
     *     {@code cell} when what precedes it is not a cell of the board
     */
    public static BargoMove parse(Geometry geometry, String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        if (lower.equals("pass")) {
            return BargoMove.PASS;
        }
        if (lower.equals("button")) {
            return BargoMove.BUTTON;
        }
        NotationReader reader = NotationReader.of(text, "move");
        Token whole = reader.rest();
        Direction wall = suffix(lower);
        if (wall == null) {
            throw reader.errorAt(
                    Math.max(0, text.length() - 1),
                    "expected pass, button, or a cell and a direction e, ne, nw, w, sw, se");
        }
        Token name = whole.upTo(text.length() - wall.code().length());
        Cell cell = cell(reader.field("cell"), geometry.base, name);
        return geometry.place(cell.index(), wall.ordinal());
    }

    /** The direction whose code ends the text, the longest if two do ({@code ne} over {@code e}). */
    private static @Nullable Direction suffix(String lower) {
        Direction found = null;
        for (Direction direction : Direction.all()) {
            if (lower.endsWith(direction.code())
                    && (found == null
                            || direction.code().length() > found.code().length())) {
                found = direction;
            }
        }
        return found;
    }

    /**
     * Reads a token of the reader's input as a cell name on the base-N board; errors name the
     * reader's field and offsets in its whole input.
     *
     * @param reader the reader of the whole input, its field set
     * @param base the board base, 2..13
     * @param name the token holding the name
     * @return the cell
     * @throws NotationException when the token is not a file letter and a rank number naming a cell
     *     of the board
     */
    public static Cell cell(NotationReader reader, int base, Token name) {
        FileRank fileRank = reader.fileRank(name, MAX_RANK);
        if (!Cell.onBoard(base, fileRank.file() - (base - 1), base - fileRank.rank())) {
            throw reader.errorAt(
                    name.offset(), "'" + fileRank.notation() + "' is not a cell of the base-" + base + " board");
        }
        return Cell.of(base, fileRank);
    }
}
