package io.github.boardrules.gorogo.internal;

import java.util.Arrays;

/**
 * The capture and suicide tests on masks, the work the {@link Engine} hands down. "Own" always means the pieces of the player making the
 * move <em>including every Henge</em>, since Henge count as the mover's colour during a move.
 */
public final class Captures {
    private Captures() {}

    /**
     * The opponent pieces removed by a placement: every opponent group with no empty point next
     * to it.
     *
     * @param own the mover's pieces and all Henge, the new piece included
     * @param opponent the opponent's coloured pieces
     * @return the removed pieces
     */
    public static int captured(int own, int opponent) {
        int empty = Bits.FULL & ~(own | opponent);
        int touching = opponent & Bits.neighbours(empty);
        if (touching == opponent) {
            return 0; // every opponent piece touches an empty point: the usual case, no fill needed
        }
        return opponent & ~Bits.flood(touching, opponent);
    }

    /**
     * Whether the group through {@code point} has a liberty once the captured pieces are gone.
     *
     * @param own the mover's pieces and all Henge, the new piece included
     * @param opponent the opponent's coloured pieces before the captures
     * @param captured the opponent pieces removed by the move
     * @param point the bit of the new piece
     * @return {@code true} when the group has at least one liberty
     */
    public static boolean hasLiberty(int own, int opponent, int captured, int point) {
        int empty = Bits.FULL & ~(own | (opponent & ~captured));
        int group = Bits.flood(point, own);
        return (Bits.neighbours(group) & empty) != 0;
    }

    /**
     * Whether a coloured piece of the mover on {@code point} (an empty point) keeps a liberty
     * after its captures, i.e. is not suicide.
     *
     * @param own the mover's coloured pieces and all Henge, without the new piece
     * @param opponent the opponent's coloured pieces
     * @param point the bit of the new piece
     * @return {@code true} when the placement is not suicide
     */
    public static boolean pieceAllowed(int own, int opponent, int point) {
        int empty = Bits.FULL & ~(own | opponent | point);
        if ((Bits.neighbours(point) & empty) != 0) {
            return true;
        }
        int after = own | point;
        return hasLiberty(after, opponent, captured(after, opponent), point);
    }

    /**
     * The empty points where a coloured piece of the mover is not suicide.
     *
     * @param own the mover's coloured pieces and all Henge
     * @param opponent the opponent's coloured pieces
     * @return the points where the mover may place a coloured piece
     */
    public static int allowedPieces(int own, int opponent) {
        int empty = Bits.FULL & ~(own | opponent);
        // A point next to another empty point keeps that liberty whatever happens.
        int allowed = empty & Bits.neighbours(empty);
        int rest = empty & ~allowed;
        if (rest == 0) {
            return allowed;
        }
        // A point next to an own piece that touches two empty points or more joins a group that
        // keeps a liberty: all of them at once (most often all the remaining points).
        int twoEmpty = Bits.twoOrMore(empty) & own;
        allowed |= rest & Bits.neighbours(twoEmpty);
        rest &= ~allowed;
        while (rest != 0) {
            int point = rest & -rest;
            rest &= rest - 1;
            // hasLiberty: every own neighbour touches this point only, so the group keeps a liberty
            // if its other pieces touch one, else only by a capture next to it.
            // A liberty elsewhere ends the fill early; only a group without one needs the captures.
            if (Bits.reaches(Bits.neighbours(point) & own, own, empty & ~point)
                    || capturesNextTo(own, opponent, point)) {
                allowed |= point;
            }
        }
        return allowed;
    }

    /**
     * Whether a coloured piece on {@code point} whose group has no other liberty is saved by its
     * captures: some opponent piece it removes lies next to the group or the point.
     */
    private static boolean capturesNextTo(int own, int opponent, int point) {
        int removed = captured(own | point, opponent);
        if (removed == 0) {
            return false;
        }
        int group = Bits.flood(Bits.neighbours(point) & own, own) | point;
        return (Bits.neighbours(group) & removed) != 0;
    }

    /**
     * For every empty point, the opponent pieces a placement of the mover there (a coloured piece or
     * a Henge: either joins the mover's side) removes, written to {@code out[offset + point]}; 0 for
     * the occupied points. One pass over the opponent's groups instead of one {@link #captured} per
     * point: a placement on {@code p} removes exactly the groups whose liberties lie within {@code
     * {p}} — those with none at all (taken by any placement) and those whose last liberty is
     * {@code p}.
     *
     * @param own the mover's pieces and all Henge
     * @param opponent the opponent's coloured pieces
     * @param out the counts, 25 from {@code offset}
     * @param offset where point 0's count goes
     */
    public static void countsByPoint(int own, int opponent, int[] out, int offset) {
        Arrays.fill(out, offset, offset + Bits.POINTS, 0);
        int empty = Bits.FULL & ~(own | opponent);
        // A group with a piece next to two empty points keeps a liberty whatever one placement does.
        int rest = opponent & ~Bits.flood(Bits.twoOrMore(empty) & opponent, opponent);
        int always = 0;
        while (rest != 0) {
            int group = Bits.flood(rest & -rest, opponent);
            rest &= ~group;
            int liberties = Bits.neighbours(group) & empty;
            if (liberties == 0) {
                always += Integer.bitCount(group);
            } else if ((liberties & (liberties - 1)) == 0) {
                out[offset + Integer.numberOfTrailingZeros(liberties)] += Integer.bitCount(group);
            }
        }
        if (always != 0) {
            for (int e = empty; e != 0; e &= e - 1) {
                out[offset + Integer.numberOfTrailingZeros(e)] += always;
            }
        }
    }
}
