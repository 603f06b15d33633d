package io.github.boardrules.search.solve;

import io.github.boardrules.common.Colour;
import io.github.boardrules.gorogo.GoRoGoMove;
import java.util.List;
import java.util.Objects;

/**
 * What solving a position found.
 *
 * @param winner the player who wins with perfect play from the position
 * @param principalVariation the moves to the end of the game: the winner's proved winning moves (the
 *     one the search proved when the table still holds it, else the winning move with the lowest
 *     action) and the loser's legal move with the lowest action (every loser's move loses); empty
 *     when the position is already finished
 * @param nodes the positions searched (table hits included)
 * @param nodesByPlacementsLeft the same positions by the placements left in them: 25 counts, the
 *     one at index {@code L} for positions with {@code L} placements left, summing to {@code nodes};
 *     where a search spends its work (most of it, in GoRoGo, in the last three placements)
 * @param seconds the wall-clock time it took
 */
public record Solution(
        Colour winner,
        List<GoRoGoMove> principalVariation,
        long nodes,
        List<Long> nodesByPlacementsLeft,
        double seconds) {
    /** The number of counts in {@link #nodesByPlacementsLeft}: 0 to 24 placements left. */
    public static final int PLACEMENTS_LEFT_COUNTS = 25;

    /**
     * Checks and copies the parts.
     *
     * @param winner the winner
     * @param principalVariation the moves
     * @param nodes the nodes, not negative
     * @param nodesByPlacementsLeft 25 counts, none negative, summing to {@code nodes}
     * @param seconds the time, not negative
     */
    public Solution {
        Objects.requireNonNull(winner, "winner");
        principalVariation = List.copyOf(principalVariation);
        nodesByPlacementsLeft = List.copyOf(nodesByPlacementsLeft);
        if (nodes < 0 || seconds < 0) {
            throw new IllegalArgumentException("nodes and seconds must not be negative");
        }
        if (nodesByPlacementsLeft.size() != PLACEMENTS_LEFT_COUNTS) {
            throw new IllegalArgumentException("nodesByPlacementsLeft must have " + PLACEMENTS_LEFT_COUNTS
                    + " counts, not " + nodesByPlacementsLeft.size());
        }
        long sum = 0;
        for (long count : nodesByPlacementsLeft) {
            if (count < 0) {
                throw new IllegalArgumentException("nodesByPlacementsLeft must not hold a negative count");
            }
            sum += count;
        }
        if (sum != nodes) {
            throw new IllegalArgumentException(
                    "nodesByPlacementsLeft sums to " + sum + ", not to the " + nodes + " nodes");
        }
    }
}
