package io.github.boardrules.gorogo.internal;

import io.github.boardrules.common.Colour;
import org.jspecify.annotations.Nullable;

/**
 * The packed GoRoGo position the engine works on: three 25-bit masks (see {@link Bits}), the four
 * hand counters, the last move and whether the game ended by a Henge as a last placement. Everything
 * else — the player to move, the captures, the placements made — follows from these, because pieces
 * leave the board only by capture and Henge never leave it.
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

    /** The start of a game under the standard rules: the setup phase, both hands full. */
    public static final Position EMPTY = new Position(0, 0, 0, 10, 2, 10, 2, NO_MOVE, false);

    private final int black;
    private final int white;
    private final int henge;
    private final byte blackPieces;
    private final byte blackHenge;
    private final byte whitePieces;
    private final byte whiteHenge;
    private final byte lastMove;
    private final boolean hengeLast;

    Position(
            int black,
            int white,
            int henge,
            int blackPieces,
            int blackHenge,
            int whitePieces,
            int whiteHenge,
            int lastMove,
            boolean hengeLast) {
        this.black = black;
        this.white = white;
        this.henge = henge;
        this.blackPieces = (byte) blackPieces;
        this.blackHenge = (byte) blackHenge;
        this.whitePieces = (byte) whitePieces;
        this.whiteHenge = (byte) whiteHenge;
        this.lastMove = (byte) lastMove;
        this.hengeLast = hengeLast;
    }

    /**
     * The position right after the setup move on a point: Black to make the first placement.
     *
     * @param index the point of the neutral Henge, 0..24
     * @return the position, its last move the setup move
     */
    public static Position afterSetup(int index) {
        return new Position(0, 0, 1 << index, 10, 2, 10, 2, SETUP + index, false);
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
        return new Position(black, white, henge, blackPieces, blackHenge, whitePieces, whiteHenge, NO_MOVE, false);
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
     * A player's coloured pieces in hand.
     *
     * @param ofBlack {@code true} for Black
     * @return 0..10
     */
    public int pieces(boolean ofBlack) {
        return ofBlack ? blackPieces : whitePieces;
    }

    /**
     * A player's Henge in hand.
     *
     * @param ofBlack {@code true} for Black
     * @return 0..2
     */
    public int hengeInHand(boolean ofBlack) {
        return ofBlack ? blackHenge : whiteHenge;
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
     * The placements made by both players, the setup move not included.
     *
     * @return 0..24
     */
    public int placements() {
        return 24 - blackPieces - blackHenge - whitePieces - whiteHenge;
    }

    /**
     * Whether the last move was a Henge as the mover's 12th placement, which ends the game under the
     * rules option {@code lastHenge=loses} (no other rules let that move be played).
     *
     * @return {@code true} after such a move
     */
    public boolean isHengeLast() {
        return hengeLast;
    }

    /**
     * Whether no move can follow: all 24 placements are made, or a Henge was a last placement.
     *
     * @return {@code true} when the game is over whatever the hands and the board allow
     */
    public boolean isFinished() {
        return hengeLast || placements() == 24;
    }

    /**
     * The player to move: White in the setup phase, then Black and White in turn (Black again after
     * the 24th placement).
     *
     * @return the player to move
     */
    public Colour toMove() {
        if (henge == 0) {
            return Colour.WHITE;
        }
        return blackPieces + blackHenge == whitePieces + whiteHenge ? Colour.BLACK : Colour.WHITE;
    }

    /**
     * The opponent pieces a player has captured: those of the other colour neither on the board nor
     * in hand.
     *
     * @param byBlack {@code true} for Black's captures
     * @return 0..10
     */
    public int captures(boolean byBlack) {
        return byBlack ? 10 - Integer.bitCount(white) - whitePieces : 10 - Integer.bitCount(black) - blackPieces;
    }

    /**
     * The move that led here, as {@code PIECE}, {@code HENGE} or {@code SETUP} plus the point index.
     *
     * @return the code, or {@link #NO_MOVE}
     */
    public int lastMove() {
        return lastMove;
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof Position that
                && black == that.black
                && white == that.white
                && henge == that.henge
                && blackPieces == that.blackPieces
                && blackHenge == that.blackHenge
                && whitePieces == that.whitePieces
                && whiteHenge == that.whiteHenge
                && hengeLast == that.hengeLast;
    }

    @Override
    public int hashCode() {
        int hash = black * 31 + white;
        hash = hash * 31 + henge;
        hash = hash * 31 + (blackPieces | blackHenge << 4 | whitePieces << 8 | whiteHenge << 12);
        return hengeLast ? ~hash : hash;
    }

    @Override
    public String toString() {
        return PositionNotation.format(this);
    }
}
