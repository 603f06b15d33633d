package io.github.boardrules.gorogo.internal;

import io.github.boardrules.common.Colour;
import org.jspecify.annotations.Nullable;

/**
 * The packed GoRoGo position: three 25-bit masks (see {@link Bits}) and one {@code info} word with
 * the four hand counters, the last move and whether the game ended by a Henge as a last placement.
 * Everything else — the player to move, the captures, the placements made — follows from these,
 * because pieces leave the board only by capture and Henge never leave it.
 *
 * <p>The public {@code GoRoGoState} holds these four words itself (one object per move) and the
 * engine, in the API package, reads them directly; the static decoders here work on the words. A
 * {@code Position} object is made only off the hot path: for the notation and the drawings.
 *
 * <p>The {@code info} word: bits 0–3 Black's pieces in hand, 4–7 Black's Henge in hand, 8–11
 * White's pieces, 12–15 White's Henge, 16–22 the last-move code plus one (0 for none), bit 23 the
 * Henge-last flag, bit 24 whether Black moves next once the setup is made (as many placements made
 * by both; it follows from the hands).
 *
 * <p>Equality covers the masks, the hands and the Henge-last flag. The last move is kept for display
 * only: the rules never look at it (there is no ko rule), so a position read from notation equals the
 * one it was written from. The Henge-last flag is the one thing the notation cannot show, and it
 * decides the outcome, so it is part of equality.
 */
public final class Position {
    /** The last-move code of a position that no move led to (a start or a parsed position). */
    public static final int NO_MOVE = -1;

    /** The last-move code of a coloured piece on point {@code i} is {@code PIECE + i}. */
    public static final int PIECE = 0;

    /** The last-move code of a Henge from hand on point {@code i} is {@code HENGE + i}. */
    public static final int HENGE = 25;

    /** The last-move code of the setup move on point {@code i} is {@code SETUP + i}. */
    public static final int SETUP = 50;

    /** One of Black's pieces in hand, in the info word. */
    public static final int BLACK_PIECE = 1;

    /** One of Black's Henge in hand, in the info word. */
    public static final int BLACK_HENGE = 1 << 4;

    /** One of White's pieces in hand, in the info word. */
    public static final int WHITE_PIECE = 1 << 8;

    /** One of White's Henge in hand, in the info word. */
    public static final int WHITE_HENGE = 1 << 12;

    /** The hands in the info word. */
    static final int HANDS = 0xFFFF;

    private static final int LAST_SHIFT = 16;

    /** The last move in the info word. */
    static final int LAST_MOVE = 0x7F << LAST_SHIFT;

    /** The Henge-last flag in the info word. */
    public static final int HENGE_LAST = 1 << 23;

    /**
     * In the info word: both have made as many placements, so Black moves once the setup is made.
     * It follows from the hands; kept as a bit because every move asks, and flipped by every
     * placement.
     */
    public static final int BLACK_TO_MOVE = 1 << 24;

    /** The info word of the start: both hands full, no last move. */
    public static final int START_INFO = info(10, 2, 10, 2, NO_MOVE, false);

    private final int black;
    private final int white;
    private final int henge;
    private final int info;

    Position(int black, int white, int henge, int info) {
        this.black = black;
        this.white = white;
        this.henge = henge;
        this.info = info;
    }

    /**
     * Packs an info word.
     *
     * @param blackPieces Black's pieces in hand
     * @param blackHenge Black's Henge in hand
     * @param whitePieces White's pieces in hand
     * @param whiteHenge White's Henge in hand
     * @param lastMove the last-move code or {@link #NO_MOVE}
     * @param hengeLast whether the game ended by a Henge as a last placement
     * @return the word
     */
    public static int info(
            int blackPieces, int blackHenge, int whitePieces, int whiteHenge, int lastMove, boolean hengeLast) {
        return blackPieces * BLACK_PIECE
                + blackHenge * BLACK_HENGE
                + whitePieces * WHITE_PIECE
                + whiteHenge * WHITE_HENGE
                + ((lastMove + 1) << LAST_SHIFT)
                + (hengeLast ? HENGE_LAST : 0)
                + (blackPieces + blackHenge == whitePieces + whiteHenge ? BLACK_TO_MOVE : 0);
    }

    /**
     * The info word with another last move.
     *
     * @param info an info word
     * @param lastMove the last-move code
     * @return the word
     */
    public static int withLastMove(int info, int lastMove) {
        return (info & ~LAST_MOVE) | ((lastMove + 1) << LAST_SHIFT);
    }

    /** The start of a game under the standard rules: the setup phase, both hands full. */
    public static final Position EMPTY = new Position(0, 0, 0, START_INFO);

    /**
     * The position right after the setup move on a point: Black to make the first placement.
     *
     * @param index the point of the neutral Henge, 0..24
     * @return the position, its last move the setup move
     */
    public static Position afterSetup(int index) {
        return new Position(0, 0, 1 << index, withLastMove(START_INFO, SETUP + index));
    }

    /**
     * A position with no move leading to it, as read from notation; it did not end by a Henge as a
     * last placement.
     *
     * @param black the black pieces
     * @param white the white pieces
     * @param henge the Henge on the board
     * @param blackPieces Black's pieces in hand
     * @param blackHenge Black's Henge in hand
     * @param whitePieces White's pieces in hand
     * @param whiteHenge White's Henge in hand
     * @return the position
     */
    public static Position of(
            int black, int white, int henge, int blackPieces, int blackHenge, int whitePieces, int whiteHenge) {
        return new Position(
                black, white, henge, info(blackPieces, blackHenge, whitePieces, whiteHenge, NO_MOVE, false));
    }

    /**
     * A position from its four words.
     *
     * @param black the black pieces
     * @param white the white pieces
     * @param henge the Henge on the board
     * @param info the info word
     * @return the position
     */
    public static Position ofWords(int black, int white, int henge, int info) {
        return new Position(black, white, henge, info);
    }

    /**
     * A player's coloured pieces in hand.
     *
     * @param info an info word
     * @param ofBlack {@code true} for Black
     * @return 0..10
     */
    public static int pieces(int info, boolean ofBlack) {
        return ofBlack ? info & 0xF : (info >>> 8) & 0xF;
    }

    /**
     * A player's Henge in hand.
     *
     * @param info an info word
     * @param ofBlack {@code true} for Black
     * @return 0..2
     */
    public static int hengeInHand(int info, boolean ofBlack) {
        return ofBlack ? (info >>> 4) & 0xF : (info >>> 12) & 0xF;
    }

    /**
     * Whether the game is over by its own count: every hand is empty (all 24 placements made) or a
     * Henge was a player's last placement. A player without a legal move also ends the game, which
     * only the legal moves tell.
     *
     * @param info an info word after the setup
     * @return {@code true} when no placement may follow
     */
    public static boolean isFinished(int info) {
        return (info & HANDS) == 0 || isHengeLast(info);
    }

    /**
     * The placements made by both players, the setup move not included.
     *
     * @param info an info word
     * @return 0..24
     */
    public static int placements(int info) {
        return 24 - (info & 0xF) - ((info >>> 4) & 0xF) - ((info >>> 8) & 0xF) - ((info >>> 12) & 0xF);
    }

    /**
     * Whether Black is to move once the setup is made: both have made as many placements.
     *
     * @param info an info word
     * @return {@code true} when Black moves next
     */
    public static boolean blackToMove(int info) {
        return (info & BLACK_TO_MOVE) != 0;
    }

    /**
     * The player to move: White in the setup phase, then Black and White in turn (Black again after
     * the 24th placement).
     *
     * @param henge the Henge on the board
     * @param info an info word
     * @return the player to move
     */
    public static Colour toMove(int henge, int info) {
        return henge != 0 && blackToMove(info) ? Colour.BLACK : Colour.WHITE;
    }

    /**
     * Whether the last move was a Henge as the mover's 12th placement.
     *
     * @param info an info word
     * @return {@code true} after such a move
     */
    public static boolean isHengeLast(int info) {
        return (info & HENGE_LAST) != 0;
    }

    /**
     * The opponent pieces a player has captured: those of the other colour neither on the board nor
     * in hand.
     *
     * @param opponentMask the other colour's pieces on the board
     * @param info an info word
     * @param byBlack {@code true} for Black's captures
     * @return 0..10
     */
    public static int captures(int opponentMask, int info, boolean byBlack) {
        return 10 - Integer.bitCount(opponentMask) - pieces(info, !byBlack);
    }

    /**
     * The move that led here.
     *
     * @param info an info word
     * @return the code, or {@link #NO_MOVE}
     */
    public static int lastMove(int info) {
        return ((info & LAST_MOVE) >>> LAST_SHIFT) - 1;
    }

    /**
     * Whether two info words stand for equal positions: the same hands and Henge-last flag, the last
     * move aside.
     *
     * @param info an info word
     * @param other another
     * @return {@code true} when equal but for the last move
     */
    public static boolean samePosition(int info, int other) {
        return ((info ^ other) & ~LAST_MOVE) == 0;
    }

    /**
     * A hash of the words, consistent with equality: the last move left out.
     *
     * @param black the black pieces
     * @param white the white pieces
     * @param henge the Henge on the board
     * @param info the info word
     * @return the hash
     */
    public static int hash(int black, int white, int henge, int info) {
        int hash = black * 31 + white;
        hash = hash * 31 + henge;
        hash = hash * 31 + (info & HANDS);
        return isHengeLast(info) ? ~hash : hash;
    }

    /**
     * The black pieces on the board.
     *
     * @return a mask
     */
    public int blackMask() {
        return black;
    }

    /**
     * The white pieces on the board.
     *
     * @return a mask
     */
    public int whiteMask() {
        return white;
    }

    /**
     * The Henge on the board.
     *
     * @return a mask
     */
    public int hengeMask() {
        return henge;
    }

    /**
     * The info word.
     *
     * @return the hands, the last move and the Henge-last flag
     */
    public int info() {
        return info;
    }

    /**
     * A player's coloured pieces in hand.
     *
     * @param ofBlack {@code true} for Black
     * @return 0..10
     */
    public int pieces(boolean ofBlack) {
        return pieces(info, ofBlack);
    }

    /**
     * A player's Henge in hand.
     *
     * @param ofBlack {@code true} for Black
     * @return 0..2
     */
    public int hengeInHand(boolean ofBlack) {
        return hengeInHand(info, ofBlack);
    }

    /**
     * Whether the neutral Henge has yet to be placed.
     *
     * @return {@code true} in the setup phase
     */
    public boolean isSetupPhase() {
        return henge == 0;
    }

    /**
     * The player to move.
     *
     * @return the player to move
     */
    public Colour toMove() {
        return toMove(henge, info);
    }

    /**
     * The opponent pieces a player has captured.
     *
     * @param byBlack {@code true} for Black's captures
     * @return 0..10
     */
    public int captures(boolean byBlack) {
        return captures(byBlack ? white : black, info, byBlack);
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof Position that
                && black == that.black
                && white == that.white
                && henge == that.henge
                && (info & ~LAST_MOVE) == (that.info & ~LAST_MOVE);
    }

    @Override
    public int hashCode() {
        return hash(black, white, henge, info);
    }

    @Override
    public String toString() {
        return PositionNotation.format(this);
    }
}
