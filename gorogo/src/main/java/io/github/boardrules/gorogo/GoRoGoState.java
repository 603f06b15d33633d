package io.github.boardrules.gorogo;

import io.github.boardrules.common.Colour;
import io.github.boardrules.gorogo.internal.MoveTable;
import io.github.boardrules.gorogo.internal.Position;
import io.github.boardrules.gorogo.internal.PositionNotation;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * An immutable GoRoGo state: which pieces stand where, what each player still holds in hand, and
 * the {@linkplain #rules() rules} the game is played under. Everything else — the player to move,
 * the captures, the number of placements made — follows from the position, because pieces never
 * leave the board except by capture and Henge never leave it.
 *
 * <p><b>A state carries its rules.</b> Every method of {@link GoRoGo} that takes a state answers
 * from the state's rules, whichever {@code GoRoGo} instance it is called on; the rules option
 * {@code lastHenge=loses} changes which moves are legal and how a game ends.
 *
 * <p><b>Equality.</b> Two states are equal when their positions and their rules are equal, and —
 * under {@code lastHenge=loses} — when both or neither ended by a Henge as a last placement: the one
 * fact about the past that decides the outcome and that the notation cannot show. The
 * {@linkplain #lastMove() last move} is kept only for rendering and is not part of equality: the
 * rules never look at it (there is no ko rule), and a position read from notation equals the state
 * it was written from, except after a game ended by a Henge as a last placement, which reads back as
 * the position only.
 *
 * <p>Get states from {@link GoRoGo#initialState()}, {@link GoRoGo#apply} and
 * {@link GoRoGo#parsePosition}; {@link #toString()} is the position notation.
 */
public final class GoRoGoState {
    // The packed position (the words are described on internal.Position), read directly by the
    // Engine in this package: a move allocates this object and nothing else.
    final int black;
    final int white;
    final int henge;
    final int info;

    /**
     * The legal moves, computed with the state: {@code Engine}'s legal-move word, in the search
     * support's action numbering. A {@code long} costs no memory here: the object stays 40 bytes
     * (the header's spare 4 bytes take an {@code int}).
     */
    final long legal;

    final GoRoGoRules rules;

    /** The one constructor; the {@code Engine} computes the legal-move word that goes with the position. */
    GoRoGoState(int black, int white, int henge, int info, long legal, GoRoGoRules rules) {
        this.black = black;
        this.white = white;
        this.henge = henge;
        this.info = info;
        this.legal = legal;
        this.rules = rules;
    }

    /**
     * The rules this state is played under; {@code GoRoGo.withRulesOf(state)} is the game with them.
     *
     * @return the rules
     */
    public GoRoGoRules rules() {
        return rules;
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
        return Position.pieces(info, colour == Colour.BLACK);
    }

    /**
     * The Henge a player still holds.
     *
     * @param colour the player
     * @return 0..2
     */
    public int hengeInHand(Colour colour) {
        return Position.hengeInHand(info, colour == Colour.BLACK);
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
        boolean byBlack = colour == Colour.BLACK;
        return Position.captures(byBlack ? white : black, info, byBlack);
    }

    /**
     * The placements a player has made (the setup move not included).
     *
     * @param colour the player
     * @return 0..12
     */
    public int placements(Colour colour) {
        boolean ofBlack = colour == Colour.BLACK;
        return 12 - Position.pieces(info, ofBlack) - Position.hengeInHand(info, ofBlack);
    }

    /**
     * The placements made by both players (the setup move not included); the game ends at 24.
     *
     * @return 0..24
     */
    public int placements() {
        return Position.placements(info);
    }

    /**
     * The player to move: White in the setup phase, then Black and White in turn. In a finished game
     * this is the player who would move next: Black after the 24th placement, the winner after a
     * Henge as a last placement.
     *
     * @return the player to move
     */
    public Colour toMove() {
        return Position.toMove(henge, info);
    }

    /**
     * The move that led to this state, for display; empty for a start position or a parsed one (a
     * start under a setup rules option shows the setup move).
     *
     * @return the last move
     */
    public Optional<GoRoGoMove> lastMove() {
        int code = Position.lastMove(info);
        return code == Position.NO_MOVE ? Optional.empty() : Optional.of(MoveTable.ofCode(code));
    }

    /**
     * Whether another object is a state with the same position and rules, as described in the class
     * comment.
     *
     * @param other an object
     * @return {@code true} when equal
     */
    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof GoRoGoState that
                && black == that.black
                && white == that.white
                && henge == that.henge
                && Position.samePosition(info, that.info)
                && rules.equals(that.rules);
    }

    /**
     * A hash of the position and the rules, consistent with {@link #equals}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return Position.hash(black, white, henge, info) * 31 + rules.hashCode();
    }

    /**
     * The position in GoRoGo position notation: five rank fields from rank 5 down to rank 1
     * separated by {@code /}, each five characters from file {@code a} to {@code e} ({@code B}
     * black, {@code W} white, {@code H} Henge, {@code .} empty); then, separated by single spaces,
     * the player to move ({@code b} or {@code w}), Black's hand {@code pieces/henge}, White's hand
     * {@code pieces/henge}, and the captures made by Black and by White as {@code black,white}.
     * The setup phase is the empty board with White to move; after all 24 placements the player
     * to move reads {@code b}. After the setup on {@code c3}:
     * {@code ...../...../..H../...../..... b 10/2 10/2 0,0}. The rules are not part of the notation.
     *
     * @return the notation
     */
    @Override
    public String toString() {
        return PositionNotation.format(Position.ofWords(black, white, henge, info));
    }
}
