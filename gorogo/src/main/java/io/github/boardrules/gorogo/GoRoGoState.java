package io.github.boardrules.gorogo;

import io.github.boardrules.common.Colour;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * An immutable GoRoGo position: which pieces stand where, and what each player still holds in
 * hand. Everything else — the player to move, the captures, the number of placements made — follows
 * from these, because pieces never leave the board except by capture and Henge never leave it.
 *
 * <p>Two states are equal when their positions are equal. The {@linkplain #lastMove() last move}
 * is kept only for rendering and is not part of equality: the rules never look at it (there is no
 * ko rule), and a position read from notation equals the state it was written from.
 *
 * <p>Get states from {@link GoRoGo#initialState()}, {@link GoRoGo#apply} and
 * {@link GoRoGo#parsePosition}; {@link #toString()} is the position notation.
 */
public final class GoRoGoState {
    /** Setup not yet made; the last-move field. */
    static final int NO_MOVE = -1;

    private final int black;
    private final int white;
    private final int henge;
    private final byte blackPieces;
    private final byte blackHenge;
    private final byte whitePieces;
    private final byte whiteHenge;
    private final byte lastMove;

    GoRoGoState(
            int black,
            int white,
            int henge,
            int blackPieces,
            int blackHenge,
            int whitePieces,
            int whiteHenge,
            int lastMove) {
        this.black = black;
        this.white = white;
        this.henge = henge;
        this.blackPieces = (byte) blackPieces;
        this.blackHenge = (byte) blackHenge;
        this.whitePieces = (byte) whitePieces;
        this.whiteHenge = (byte) whiteHenge;
        this.lastMove = (byte) lastMove;
    }

    int blackMask() {
        return black;
    }

    int whiteMask() {
        return white;
    }

    int hengeMask() {
        return henge;
    }

    int blackPieces() {
        return blackPieces;
    }

    int blackHenge() {
        return blackHenge;
    }

    int whitePieces() {
        return whitePieces;
    }

    int whiteHenge() {
        return whiteHenge;
    }

    /**
     * What stands on a point.
     *
     * @param point the point
     * @return the occupant, {@link Occupant#EMPTY} when nothing
     */
    public Occupant occupant(Point point) {
        int bit = 1 << point.index();
        if ((black & bit) != 0) {
            return Occupant.BLACK;
        }
        if ((white & bit) != 0) {
            return Occupant.WHITE;
        }
        return (henge & bit) != 0 ? Occupant.HENGE : Occupant.EMPTY;
    }

    /**
     * Whether the game is still in its setup phase: no Henge on the board yet, White to place the
     * neutral one.
     *
     * @return {@code true} before the setup move
     */
    public boolean isSetupPhase() {
        return henge == 0;
    }

    /**
     * The coloured pieces a player still holds.
     *
     * @param colour the player
     * @return 0..10
     */
    public int piecesInHand(Colour colour) {
        return colour == Colour.BLACK ? blackPieces : whitePieces;
    }

    /**
     * The Henge a player still holds.
     *
     * @param colour the player
     * @return 0..2
     */
    public int hengeInHand(Colour colour) {
        return colour == Colour.BLACK ? blackHenge : whiteHenge;
    }

    /**
     * A player's coloured pieces on the board.
     *
     * @param colour the player
     * @return 0..10
     */
    public int piecesOnBoard(Colour colour) {
        return Integer.bitCount(colour == Colour.BLACK ? black : white);
    }

    /**
     * The Henge on the board, the neutral one included.
     *
     * @return 0 in the setup phase, then 1..5
     */
    public int hengeOnBoard() {
        return Integer.bitCount(henge);
    }

    /**
     * The opponent pieces a player has captured so far.
     *
     * @param colour the capturing player
     * @return 0..10
     */
    public int captures(Colour colour) {
        return colour == Colour.BLACK
                ? 10 - Integer.bitCount(white) - whitePieces
                : 10 - Integer.bitCount(black) - blackPieces;
    }

    /**
     * The placements a player has made (the setup move not included).
     *
     * @param colour the player
     * @return 0..12
     */
    public int placements(Colour colour) {
        return colour == Colour.BLACK ? 12 - blackPieces - blackHenge : 12 - whitePieces - whiteHenge;
    }

    /**
     * The placements made by both players (the setup move not included); the game ends at 24.
     *
     * @return 0..24
     */
    public int placements() {
        return 24 - blackPieces - blackHenge - whitePieces - whiteHenge;
    }

    /**
     * The player to move: White in the setup phase, then Black and White in turn. After the 24th
     * placement this is Black, although the game is over.
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
     * The move that led to this state, for display; empty for a start position or a parsed one.
     *
     * @return the last move
     */
    public Optional<GoRoGoMove> lastMove() {
        if (lastMove == NO_MOVE) {
            return Optional.empty();
        }
        Point point = Point.ofIndex(lastMove % 25);
        if (lastMove < 25) {
            return Optional.of(GoRoGoMove.piece(point));
        }
        return Optional.of(lastMove < 50 ? GoRoGoMove.henge(point) : GoRoGoMove.setup(point));
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof GoRoGoState that
                && black == that.black
                && white == that.white
                && henge == that.henge
                && blackPieces == that.blackPieces
                && blackHenge == that.blackHenge
                && whitePieces == that.whitePieces
                && whiteHenge == that.whiteHenge;
    }

    @Override
    public int hashCode() {
        int hash = black * 31 + white;
        hash = hash * 31 + henge;
        return hash * 31 + (blackPieces | blackHenge << 4 | whitePieces << 8 | whiteHenge << 12);
    }

    /**
     * The position in GoRoGo position notation: five rank fields from rank 5 down to rank 1
     * separated by {@code /}, each five characters from file {@code a} to {@code e} ({@code B}
     * black, {@code W} white, {@code H} Henge, {@code .} empty); then, separated by single spaces,
     * the player to move ({@code b} or {@code w}), Black's hand {@code pieces/henge}, White's hand
     * {@code pieces/henge}, and the captures made by Black and by White as {@code black,white}.
     * The setup phase is the empty board with White to move; after all 24 placements the player
     * to move reads {@code b}. After the setup on {@code c3}:
     * {@code ...../...../..H../...../..... b 10/2 10/2 0,0}.
     *
     * @return the notation
     */
    @Override
    public String toString() {
        return PositionNotation.format(this);
    }
}
