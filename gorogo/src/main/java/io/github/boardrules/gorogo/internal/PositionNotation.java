package io.github.boardrules.gorogo.internal;

import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.internal.IntegerSyntax;
import io.github.boardrules.common.internal.NotationReader;
import io.github.boardrules.common.internal.Token;

/**
 * Writes and reads the position notation: five ranks from 5 down to 1, then the player to move,
 * Black's hand, White's hand and the captures, e.g.
 * {@code ...../...../..H../...../..... b 10/2 10/2 0,0}. The notation shows no last move and
 * cannot show that a game ended by a Henge as a last placement: a position read back is the
 * position only.
 */
public final class PositionNotation {
    private static final String OCCUPANTS = ".BWH";

    private PositionNotation() {}

    /**
     * Writes a position.
     *
     * @param position the position
     * @return its canonical notation
     */
    public static String format(Position position) {
        StringBuilder out = new StringBuilder(48);
        for (int rank = 5; rank >= 1; rank--) {
            for (int file = 0; file < 5; file++) {
                out.append(OCCUPANTS.charAt(occupant(position, (rank - 1) * 5 + file)));
            }
            if (rank > 1) {
                out.append('/');
            }
        }
        out.append(' ').append(position.toMove().code());
        out.append(' ').append(position.pieces(true)).append('/').append(position.hengeInHand(true));
        out.append(' ').append(position.pieces(false)).append('/').append(position.hengeInHand(false));
        out.append(' ').append(position.captures(true)).append(',').append(position.captures(false));
        return out.toString();
    }

    /**
     * What stands on a point, as the position of its letter in {@code ".BWH"}: the order of
     * {@link io.github.boardrules.gorogo.Occupant}.
     *
     * @param position the position
     * @param index the point index
     * @return 0 empty, 1 black, 2 white, 3 Henge
     */
    public static int occupant(Position position, int index) {
        int bit = 1 << index;
        if ((position.blackMask() & bit) != 0) {
            return 1;
        }
        if ((position.whiteMask() & bit) != 0) {
            return 2;
        }
        return (position.hengeMask() & bit) != 0 ? 3 : 0;
    }

    /**
     * Reads a position. Checks each field's syntax, the piece totals (10 per colour, 5 Henge, or 4
     * with an empty board in the setup phase) and that the player to move agrees with the hands.
     *
     * @param text the position
     * @return the position, with no last move
     * @throws NotationException naming the field and the offset of the problem
     */
    public static Position parse(String text) {
        NotationReader reader = NotationReader.of(text, "rank 5");
        int[] masks = new int[4]; // indexed like OCCUPANTS; masks[0] is unused
        for (int rank = 5; rank >= 1; rank--) {
            reader.field("rank " + rank);
            for (int file = 0; file < 5; file++) {
                if (reader.atEnd()) {
                    throw reader.error("expected five points, found the end of the text");
                }
                int occupant = OCCUPANTS.indexOf(reader.peek());
                if (occupant < 0) {
                    throw reader.error("expected B, W, H or '.', found '" + reader.peek() + "'");
                }
                masks[occupant] |= 1 << ((rank - 1) * 5 + file);
                reader.seek(reader.offset() + 1);
            }
            if (rank > 1) {
                reader.expect('/', "expected '/' after five points");
            } else {
                reader.expect(' ', "expected a space after the board");
            }
        }
        Token player = field(reader, "player to move");
        if (!player.text().equals("b") && !player.text().equals("w")) {
            throw reader.errorAt(player.offset(), "expected b or w");
        }
        Token blackHand = nextField(reader, "black hand");
        Token whiteHand = nextField(reader, "white hand");
        Token captures = nextField(reader, "captures");
        reader.expectEnd("unexpected text after the captures");
        int[] bh = pair(reader.field("black hand"), blackHand, '/', 10, 2);
        int[] wh = pair(reader.field("white hand"), whiteHand, '/', 10, 2);
        int[] caps = pair(reader.field("captures"), captures, ',', 10, 10);
        Position position = Position.of(masks[1], masks[2], masks[3], bh[0], bh[1], wh[0], wh[1]);
        checkTotals(reader, position, blackHand.offset(), whiteHand.offset(), caps);
        checkPlayer(reader.field("player to move"), position, player);
        return position;
    }

    /** Each colour's pieces make 10, the Henge 5 (4 in the setup phase, with full hands). */
    private static void checkTotals(NotationReader reader, Position position, int blackAt, int whiteAt, int[] caps) {
        checkColour(reader.field("black hand"), blackAt, position, true, caps[1]);
        checkColour(reader.field("white hand"), whiteAt, position, false, caps[0]);
        int hengeOnBoard = Integer.bitCount(position.hengeMask());
        int hengeTotal = hengeOnBoard + position.hengeInHand(true) + position.hengeInHand(false);
        reader.field("henge");
        if (hengeOnBoard == 0) {
            boolean fullHands = position.pieces(true) == 10 && position.pieces(false) == 10;
            if (position.blackMask() != 0 || position.whiteMask() != 0 || !fullHands || hengeTotal != 4) {
                throw reader.errorAt(
                        0, "with no Henge on the board (setup phase) the board must be empty and both hands 10/2");
            }
        } else if (hengeTotal != 5) {
            throw reader.errorAt(0, "Henge on the board and in hand add up to " + hengeTotal + ", not 5");
        }
    }

    /** A colour's pieces on the board, in hand and captured by the other colour make 10. */
    private static void checkColour(
            NotationReader reader, int handAt, Position position, boolean black, int capturedByOpponent) {
        int onBoard = Integer.bitCount(black ? position.blackMask() : position.whiteMask());
        int total = onBoard + position.pieces(black) + capturedByOpponent;
        if (total != 10) {
            String[] names = black ? new String[] {"black", "White"} : new String[] {"white", "Black"};
            throw reader.errorAt(
                    handAt,
                    names[0] + " pieces on the board, in hand and captured by " + names[1] + " add up to " + total
                            + ", not 10");
        }
    }

    /** Black moves first, so Black has made as many placements as White or one more. */
    private static void checkPlayer(NotationReader reader, Position position, Token player) {
        int blackMoves = 12 - position.pieces(true) - position.hengeInHand(true);
        int whiteMoves = 12 - position.pieces(false) - position.hengeInHand(false);
        if (!position.isSetupPhase() && blackMoves != whiteMoves && blackMoves != whiteMoves + 1) {
            throw reader.errorAt(
                    player.offset(),
                    "the hands say Black made " + blackMoves + " placements and White " + whiteMoves
                            + "; Black moves first, so Black has made as many as White or one more");
        }
        String toMove = position.toMove().code();
        if (!toMove.equals(player.text())) {
            throw reader.errorAt(
                    player.offset(), "the numbers of moves made put " + toMove + " to move, not " + player.text());
        }
    }

    /** The field after the one just read, past the single space that separates them. */
    private static Token nextField(NotationReader reader, String name) {
        reader.accept(' ');
        return field(reader, name);
    }

    /** A space-separated field after the board; the cursor stops on the space after it. */
    private static Token field(NotationReader reader, String name) {
        reader.field(name);
        if (reader.atEnd()) {
            throw reader.errorAt(reader.input().length(), "missing");
        }
        Token token = reader.token(' ');
        if (token.text().isEmpty()) {
            throw reader.errorAt(token.offset(), "fields are separated by single spaces");
        }
        return token;
    }

    /** Two numbers joined by a separator, such as a hand {@code 10/2} or the captures {@code 0,1}. */
    private static int[] pair(NotationReader reader, Token value, char separator, int maxA, int maxB) {
        int split = value.text().indexOf(separator);
        if (split < 0) {
            throw reader.errorAt(value.offset(), "expected two numbers separated by '" + separator + "'");
        }
        return new int[] {number(reader, value.upTo(split), maxA), number(reader, value.from(split + 1), maxB)};
    }

    /**
     * A number of at most two digits. The length is checked first, and a {@code 0} followed by a
     * non-digit is reported at that character rather than as a leading zero, so the offset points
     * at the character to fix; the rest is the reader's canonical number syntax.
     */
    private static int number(NotationReader reader, Token token, int max) {
        IntegerSyntax syntax = IntegerSyntax.natural("number", max);
        String text = token.text();
        if (text.length() > 2) {
            throw reader.errorAt(token.offset(), "expected a number 0.." + max);
        }
        if (text.length() == 2 && text.charAt(0) == '0') {
            reader.integer(token.from(1), syntax); // a bad second character is the first problem
            throw reader.errorAt(token.offset(), "a number has no leading zero");
        }
        return (int) reader.integer(token, syntax);
    }
}
