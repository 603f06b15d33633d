package io.github.boardrules.bargo;

import io.github.boardrules.common.Colour;

/**
 * One player's score with its parts: pieces on the board, cells of owned territories, komi (White
 * only) and the button's half point.
 *
 * @param player the player
 * @param pieces the player's pieces on the board
 * @param territory cells of the territories the player owns
 * @param komi the komi counted for the player: the rules' komi for White, 0 for Black
 * @param button whether the player took the button (worth ½)
 */
public record BargoScore(Colour player, int pieces, int territory, int komi, boolean button) {
    /**
     * The total: pieces + territory + komi + ½ for the button.
     *
     * @return the score
     */
    public double total() {
        return pieces + territory + komi + (button ? 0.5 : 0.0);
    }
}
