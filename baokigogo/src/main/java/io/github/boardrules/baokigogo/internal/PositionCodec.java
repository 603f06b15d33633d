package io.github.boardrules.baokigogo.internal;

import io.github.boardrules.common.NotationException;

/**
 * Reads and writes the position notation of the rule page: four rank fields from rank 4 down to
 * rank 1 separated by {@code /}, each twelve counts {@code a..l} separated by {@code ,}; a space;
 * the player to move ({@code S} or {@code N}); a space; the seeds captured by South and by North,
 * separated by {@code ,}.
 */
public final class PositionCodec {
    private PositionCodec() {}

    /**
     * A position as read from notation.
     *
     * @param board the 48 counts in ring order
     * @param southToMove whether South is to move
     * @param capturedBySouth seeds captured by South
     * @param capturedByNorth seeds captured by North
     */
    @SuppressWarnings("ArrayRecordComponent") // internal carrier handed over once, never shared
    public record Parsed(byte[] board, boolean southToMove, int capturedBySouth, int capturedByNorth) {}

    /**
     * Writes a position.
     *
     * @param board the 48 counts in ring order
     * @param southToMove whether South is to move
     * @param capturedBySouth seeds captured by South
     * @param capturedByNorth seeds captured by North
     * @return the canonical notation
     */
    public static String format(byte[] board, boolean southToMove, int capturedBySouth, int capturedByNorth) {
        StringBuilder out = new StringBuilder(140);
        for (int rank = 4; rank >= 1; rank--) {
            if (rank < 4) {
                out.append('/');
            }
            for (int file = 0; file < 12; file++) {
                if (file > 0) {
                    out.append(',');
                }
                out.append(board[Layout.slot((rank - 1) * 12 + file)]);
            }
        }
        out.append(' ').append(southToMove ? 'S' : 'N').append(' ');
        out.append(capturedBySouth).append(',').append(capturedByNorth);
        return out.toString();
    }

    /**
     * Reads a position.
     *
     * @param text the notation
     * @return the position
     * @throws NotationException naming the field ({@code ranks}, {@code rank 1}..{@code rank 4},
     *     {@code player}, {@code captured}, {@code seeds}) that is wrong
     */
    public static Parsed parse(String text) {
        int firstSpace = text.indexOf(' ');
        if (firstSpace < 0) {
            throw new NotationException(
                    "player", text.length(), text, "expected a space and the player to move after the ranks");
        }
        byte[] board = new byte[Layout.HOLES];
        int boardSeeds = parseRanks(text, firstSpace, board);
        int playerAt = firstSpace + 1;
        int secondSpace = text.indexOf(' ', playerAt);
        int playerEnd = secondSpace < 0 ? text.length() : secondSpace;
        if (playerEnd - playerAt != 1 || (text.charAt(playerAt) != 'S' && text.charAt(playerAt) != 'N')) {
            throw new NotationException("player", playerAt, text, "expected 'S' or 'N'");
        }
        boolean south = text.charAt(playerAt) == 'S';
        if (secondSpace < 0) {
            throw new NotationException(
                    "captured", text.length(), text, "expected a space and the captured counts after the player");
        }
        int capturedAt = secondSpace + 1;
        int comma = text.indexOf(',', capturedAt);
        if (comma < 0) {
            throw new NotationException(
                    "captured",
                    capturedAt,
                    text,
                    "expected the seeds captured by South and by North, separated by ','");
        }
        int capturedBySouth = count(text, capturedAt, comma, "captured");
        int capturedByNorth = count(text, comma + 1, text.length(), "captured");
        int total = boardSeeds + capturedBySouth + capturedByNorth;
        if (total != Layout.SEEDS) {
            throw new NotationException(
                    "seeds",
                    0,
                    text,
                    "seeds on the board plus captured seeds must be " + Layout.SEEDS + ", found " + total);
        }
        return new Parsed(board, south, capturedBySouth, capturedByNorth);
    }

    private static int parseRanks(String text, int end, byte[] board) {
        int seeds = 0;
        int start = 0;
        for (int row = 0; row < 4; row++) {
            int rank = 4 - row;
            String field = "rank " + rank;
            int slash = row < 3 ? text.indexOf('/', start) : -1;
            if (row < 3 && (slash < 0 || slash > end)) {
                throw new NotationException(
                        "ranks", start, text, "expected 4 ranks separated by '/', found " + (row + 1));
            }
            int rankEnd = row < 3 ? slash : end;
            if (row == 3) {
                int extra = text.indexOf('/', start);
                if (extra >= 0 && extra < end) {
                    throw new NotationException("ranks", extra, text, "expected 4 ranks separated by '/', found more");
                }
            }
            int holeStart = start;
            for (int file = 0; file < 12; file++) {
                int comma = file < 11 ? text.indexOf(',', holeStart) : -1;
                if (file < 11 && (comma < 0 || comma > rankEnd)) {
                    throw new NotationException(
                            field, holeStart, text, "expected 12 counts separated by ',', found " + (file + 1));
                }
                int holeEnd = file < 11 ? comma : rankEnd;
                if (file == 11) {
                    int extra = text.indexOf(',', holeStart);
                    if (extra >= 0 && extra < rankEnd) {
                        throw new NotationException(
                                field, extra, text, "expected 12 counts separated by ',', found more");
                    }
                }
                int value = count(text, holeStart, holeEnd, field);
                board[Layout.slot((rank - 1) * 12 + file)] = (byte) value;
                seeds += value;
                holeStart = holeEnd + 1;
            }
            start = rankEnd + 1;
        }
        return seeds;
    }

    /** Reads a count 0..92 in canonical form (no sign, no leading zero). */
    private static int count(String text, int from, int to, String field) {
        if (from >= to) {
            throw new NotationException(field, from, text, "expected a count");
        }
        if (text.charAt(from) == '-') {
            throw new NotationException(field, from, text, "a count cannot be negative");
        }
        int value = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                throw new NotationException(field, i, text, "a count must be a number");
            }
            if (i == from && c == '0' && to - from > 1) {
                throw new NotationException(field, i, text, "a count has no leading zero");
            }
            value = value * 10 + (c - '0');
            if (value > Layout.SEEDS) {
                throw new NotationException(field, from, text, "a count cannot exceed " + Layout.SEEDS);
            }
        }
        return value;
    }
}
