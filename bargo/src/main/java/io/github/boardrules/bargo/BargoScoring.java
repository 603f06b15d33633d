package io.github.boardrules.bargo;

import io.github.boardrules.common.Colour;
import java.util.List;

/**
 * The count of a position: both players' scores with their parts, and every territory with its
 * owners. Available for any state; at the end of the game it decides the winner.
 *
 * @param black Black's score
 * @param white White's score (with the komi)
 * @param territories every territory of the board, in the order of its first cell
 */
public record BargoScoring(BargoScore black, BargoScore white, List<BargoTerritory> territories) {
    /**
     * Copies the territories.
     *
     * @param black Black's score
     * @param white White's score (with the komi)
     * @param territories every territory of the board, in the order of its first cell
     */
    public BargoScoring {
        territories = List.copyOf(territories);
    }

    /**
     * A player's score.
     *
     * @param player the player
     * @return the score with its parts
     */
    public BargoScore of(Colour player) {
        return player == Colour.BLACK ? black : white;
    }

    /**
     * The player with the higher total. Totals never tie once the button is taken (exactly one
     * player has the half point); on a tie, possible only while it is untaken, this says White.
     *
     * @return the leader
     */
    public Colour leader() {
        return black.total() > white.total() ? Colour.BLACK : Colour.WHITE;
    }
}
