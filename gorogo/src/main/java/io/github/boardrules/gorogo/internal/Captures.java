package io.github.boardrules.gorogo.internal;

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
        int alive = Bits.flood(opponent & Bits.neighbours(empty), opponent);
        return opponent & ~alive;
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
        // A point next to an own group with two liberties or more joins it and keeps one: find those
        // groups once, among the groups next to the remaining points.
        int safe = 0;
        int groups = own & Bits.neighbours(rest);
        while (groups != 0) {
            int group = Bits.flood(groups & -groups, own);
            groups &= ~group;
            int liberties = Bits.neighbours(group) & empty;
            if ((liberties & (liberties - 1)) != 0) {
                safe |= group;
            }
        }
        allowed |= rest & Bits.neighbours(safe);
        rest &= ~allowed;
        while (rest != 0) {
            int point = rest & -rest;
            rest &= rest - 1;
            // Every own group next to the point has it as its one liberty: the placement lives only
            // by a capture next to its group (hasLiberty, with no empty point left to find).
            int after = own | point;
            if ((Bits.neighbours(Bits.flood(point, after)) & captured(after, opponent)) != 0) {
                allowed |= point;
            }
        }
        return allowed;
    }
}
