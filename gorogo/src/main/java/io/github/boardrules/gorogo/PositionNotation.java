package io.github.boardrules.gorogo;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.NotationException;

/**
 * Writes and reads the position notation: five ranks from 5 down to 1, then the player to move,
 * Black's hand, White's hand and the captures, e.g.
 * {@code ...../...../..H../...../..... b 10/2 10/2 0,0}.
 */
final class PositionNotation {
    private static final int BOARD_LENGTH = 29;

    private PositionNotation() {}

    static String format(GoRoGoState state) {
        StringBuilder out = new StringBuilder(48);
        for (int rank = 5; rank >= 1; rank--) {
            for (int file = 0; file < 5; file++) {
                int bit = 1 << ((rank - 1) * 5 + file);
                char c = '.';
                if ((state.blackMask() & bit) != 0) {
                    c = 'B';
                } else if ((state.whiteMask() & bit) != 0) {
                    c = 'W';
                } else if ((state.hengeMask() & bit) != 0) {
                    c = 'H';
                }
                out.append(c);
            }
            if (rank > 1) {
                out.append('/');
            }
        }
        out.append(' ').append(state.toMove().code());
        out.append(' ').append(state.blackPieces()).append('/').append(state.blackHenge());
        out.append(' ').append(state.whitePieces()).append('/').append(state.whiteHenge());
        out.append(' ').append(state.captures(Colour.BLACK)).append(',').append(state.captures(Colour.WHITE));
        return out.toString();
    }

    static GoRoGoState parse(String text) {
        int black = 0;
        int white = 0;
        int henge = 0;
        for (int rank = 5; rank >= 1; rank--) {
            String field = "rank " + rank;
            int start = (5 - rank) * 6;
            for (int file = 0; file < 5; file++) {
                int at = start + file;
                if (at >= text.length()) {
                    throw new NotationException(field, at, text, "expected five points, found the end of the text");
                }
                int bit = 1 << ((rank - 1) * 5 + file);
                switch (text.charAt(at)) {
                    case 'B' -> black |= bit;
                    case 'W' -> white |= bit;
                    case 'H' -> henge |= bit;
                    case '.' -> {}
                    default ->
                        throw new NotationException(
                                field, at, text, "expected B, W, H or '.', found '" + text.charAt(at) + "'");
                }
            }
            int separator = start + 5;
            char expected = rank > 1 ? '/' : ' ';
            if (separator >= text.length() || text.charAt(separator) != expected) {
                throw new NotationException(
                        field,
                        separator,
                        text,
                        rank > 1 ? "expected '/' after five points" : "expected a space after the board");
            }
        }
        Fields fields = new Fields(text, BOARD_LENGTH + 1);
        int playerAt = fields.position();
        String player = fields.next("player to move");
        if (!player.equals("b") && !player.equals("w")) {
            throw new NotationException("player to move", playerAt, text, "expected b or w");
        }
        int blackHandAt = fields.position();
        String blackHand = fields.next("black hand");
        int whiteHandAt = fields.position();
        String whiteHand = fields.next("white hand");
        int capturesAt = fields.position();
        String captures = fields.next("captures");
        fields.end();

        int[] bh = pair(text, blackHand, blackHandAt, '/', "black hand", 10, 2);
        int[] wh = pair(text, whiteHand, whiteHandAt, '/', "white hand", 10, 2);
        int[] caps = pair(text, captures, capturesAt, ',', "captures", 10, 10);
        int blackTotal = Integer.bitCount(black) + bh[0] + caps[1];
        if (blackTotal != 10) {
            throw new NotationException(
                    "black hand",
                    blackHandAt,
                    text,
                    "black pieces on the board, in hand and captured by White add up to " + blackTotal + ", not 10");
        }
        int whiteTotal = Integer.bitCount(white) + wh[0] + caps[0];
        if (whiteTotal != 10) {
            throw new NotationException(
                    "white hand",
                    whiteHandAt,
                    text,
                    "white pieces on the board, in hand and captured by Black add up to " + whiteTotal + ", not 10");
        }
        int hengeOnBoard = Integer.bitCount(henge);
        int hengeTotal = hengeOnBoard + bh[1] + wh[1];
        if (hengeOnBoard == 0) {
            if (black != 0 || white != 0 || bh[0] != 10 || wh[0] != 10 || hengeTotal != 4) {
                throw new NotationException(
                        "henge",
                        0,
                        text,
                        "with no Henge on the board (setup phase) the board must be empty and both hands 10/2");
            }
        } else if (hengeTotal != 5) {
            throw new NotationException(
                    "henge", 0, text, "Henge on the board and in hand add up to " + hengeTotal + ", not 5");
        }
        int blackMoves = 12 - bh[0] - bh[1];
        int whiteMoves = 12 - wh[0] - wh[1];
        if (hengeOnBoard > 0 && blackMoves != whiteMoves && blackMoves != whiteMoves + 1) {
            throw new NotationException(
                    "player to move",
                    playerAt,
                    text,
                    "the hands say Black made " + blackMoves + " placements and White " + whiteMoves
                            + "; Black moves first, so Black has made as many as White or one more");
        }
        GoRoGoState state = new GoRoGoState(black, white, henge, bh[0], bh[1], wh[0], wh[1], GoRoGoState.NO_MOVE);
        if (!state.toMove().code().equals(player)) {
            throw new NotationException(
                    "player to move",
                    playerAt,
                    text,
                    "the numbers of moves made put " + state.toMove().code() + " to move, not " + player);
        }
        return state;
    }

    private static int[] pair(String text, String value, int at, char separator, String field, int maxA, int maxB) {
        int split = value.indexOf(separator);
        if (split < 0) {
            throw new NotationException(field, at, text, "expected two numbers separated by '" + separator + "'");
        }
        int a = number(text, value.substring(0, split), at, field, maxA);
        int b = number(text, value.substring(split + 1), at + split + 1, field, maxB);
        return new int[] {a, b};
    }

    private static int number(String text, String digits, int at, String field, int max) {
        if (digits.isEmpty() || digits.length() > 2) {
            throw new NotationException(field, at, text, "expected a number 0.." + max);
        }
        int value = 0;
        for (int i = 0; i < digits.length(); i++) {
            char c = digits.charAt(i);
            if (c < '0' || c > '9') {
                throw new NotationException(field, at + i, text, "expected a digit");
            }
            value = value * 10 + (c - '0');
        }
        if (digits.length() > 1 && digits.charAt(0) == '0') {
            throw new NotationException(field, at, text, "a number has no leading zero");
        }
        if (value > max) {
            throw new NotationException(field, at, text, "expected a number 0.." + max + ", found " + value);
        }
        return value;
    }

    /** Space-separated fields after the board, each separated by exactly one space. */
    private static final class Fields {
        private final String text;
        private int position;

        Fields(String text, int position) {
            this.text = text;
            this.position = position;
        }

        int position() {
            return position;
        }

        String next(String field) {
            if (position >= text.length()) {
                throw new NotationException(field, text.length(), text, "missing");
            }
            int end = text.indexOf(' ', position);
            if (end < 0) {
                end = text.length();
            }
            if (end == position) {
                throw new NotationException(field, position, text, "fields are separated by single spaces");
            }
            String value = text.substring(position, end);
            position = end + 1;
            return value;
        }

        void end() {
            if (position <= text.length()) {
                throw new NotationException("captures", position - 1, text, "unexpected text after the captures");
            }
        }
    }
}
