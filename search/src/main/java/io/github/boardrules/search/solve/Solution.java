package io.github.boardrules.search.solve;

import io.github.boardrules.common.Colour;
import io.github.boardrules.gorogo.GoRoGoMove;
import java.util.List;
import java.util.Objects;

/**
 * What solving a position found.
 *
 * @param winner the player who wins with perfect play from the position
 * @param principalVariation the moves to the end of the game: the winner's proved winning moves and
 *     the loser's legal move with the lowest action (every loser's move loses); empty when the
 *     position is already finished
 * @param nodes the positions searched (table hits included)
 * @param seconds the wall-clock time it took
 */
public record Solution(Colour winner, List<GoRoGoMove> principalVariation, long nodes, double seconds) {
    /**
     * Checks and copies the parts.
     *
     * @param winner the winner
     * @param principalVariation the moves
     * @param nodes the nodes, not negative
     * @param seconds the time, not negative
     */
    public Solution {
        Objects.requireNonNull(winner, "winner");
        principalVariation = List.copyOf(principalVariation);
        if (nodes < 0 || seconds < 0) {
            throw new IllegalArgumentException("nodes and seconds must not be negative");
        }
    }
}
