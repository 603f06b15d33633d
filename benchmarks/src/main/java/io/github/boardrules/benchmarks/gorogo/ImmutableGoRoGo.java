package io.github.boardrules.benchmarks.gorogo;

import java.util.SplittableRandom;

/**
 * The floor of an immutable design, as a second yardstick: the same bitboard rules as
 * {@link MutableGoRoGo} (its mask functions, called as they are), but each ply makes a new final
 * object of five {@code int} fields (32 bytes) — the masks, the hands and turn, and the next
 * player's legal-move word — and reads the next position back from it, as any immutable state
 * must. It has no move list, no move objects, no rules and no validation, so it bounds from below
 * what any immutable GoRoGo API can cost on this JVM; what it costs over {@link MutableGoRoGo} is
 * the price of immutability itself (an allocation and a round trip through memory per ply).
 */
final class ImmutableGoRoGo {
    private static final int FULL = (1 << 25) - 1;
    /** In {@link #legal}: a Henge from hand may go on every empty point. */
    private static final int HENGE_ALLOWED = 1 << 25;
    /** In {@link #hands}: Black is to move; below it four 4-bit counts (Black's pieces, Henge, White's). */
    private static final int BLACK_TO_MOVE = 1 << 24;

    private static final int START_HANDS = 10 | 2 << 4 | 10 << 8 | 2 << 12 | BLACK_TO_MOVE;

    private final int black;
    private final int white;
    private final int henge;
    private final int hands;
    private final int legal;

    private ImmutableGoRoGo(int black, int white, int henge, int hands) {
        this.black = black;
        this.white = white;
        this.henge = henge;
        this.hands = hands;
        boolean b = (hands & BLACK_TO_MOVE) != 0;
        this.legal = legal(b ? black : white, b ? white : black, henge, hands, b);
    }

    /** The mover's legal coloured-piece points, plus {@link #HENGE_ALLOWED}. */
    private static int legal(int colour, int opponent, int henge, int hands, boolean b) {
        int pieces = b ? hands & 0xF : hands >>> 8 & 0xF;
        int hand = b ? hands >>> 4 & 0xF : hands >>> 12 & 0xF;
        int word = pieces > 0 ? MutableGoRoGo.allowedPieces(colour | henge, opponent) : 0;
        return hand > 0 && pieces + hand > 1 ? word | HENGE_ALLOWED : word;
    }

    /** The black pieces on the board. */
    int black() {
        return black;
    }

    /** The white pieces on the board. */
    int white() {
        return white;
    }

    /** The Henge on the board. */
    int henge() {
        return henge;
    }

    /**
     * The position after placing a coloured piece or a Henge of the player to move on the empty
     * point {@code bit}, with its captures.
     */
    private ImmutableGoRoGo play(boolean piece, int bit) {
        boolean b = (hands & BLACK_TO_MOVE) != 0;
        int colour = b ? black : white;
        int opponent = b ? white : black;
        int newHenge = henge;
        int newHands = hands ^ BLACK_TO_MOVE;
        if (piece) {
            colour |= bit;
            newHands -= b ? 1 : 1 << 8;
        } else {
            newHenge |= bit;
            newHands -= b ? 1 << 4 : 1 << 12;
        }
        opponent &= ~MutableGoRoGo.dead(colour | newHenge, opponent);
        return new ImmutableGoRoGo(b ? colour : opponent, b ? opponent : colour, newHenge, newHands);
    }

    /**
     * Plays one uniformly random game from the start, drawing exactly as {@link MutableGoRoGo}
     * does (so the same games).
     *
     * @return the final position
     */
    static ImmutableGoRoGo playout(SplittableRandom random) {
        ImmutableGoRoGo state = new ImmutableGoRoGo(0, 0, 1 << random.nextInt(25), START_HANDS);
        while (true) {
            int pieceMask = state.legal & FULL;
            int hengeMask = (state.legal & HENGE_ALLOWED) != 0 ? FULL & ~(state.black | state.white | state.henge) : 0;
            int pieceCount = Integer.bitCount(pieceMask);
            int n = pieceCount + Integer.bitCount(hengeMask);
            if (n == 0) {
                return state;
            }
            int choice = random.nextInt(n);
            state = choice < pieceCount
                    ? state.play(true, 1 << MutableGoRoGo.select(pieceMask, choice))
                    : state.play(false, 1 << MutableGoRoGo.select(hengeMask, choice - pieceCount));
        }
    }
}
