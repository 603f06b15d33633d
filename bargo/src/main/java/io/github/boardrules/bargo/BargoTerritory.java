package io.github.boardrules.bargo;

import io.github.boardrules.common.Colour;
import java.util.List;
import java.util.Set;

/**
 * A territory: a maximal set of empty cells connected through adjacency, with its owners. A player
 * owns it when every piece linked to one of its cells is of that player's colour; so a territory
 * with no linked piece is owned by both players, and one linked to pieces of both colours by
 * neither.
 *
 * @param cells its cells, in notation order
 * @param owners the players who own it: none, one, or both
 */
public record BargoTerritory(List<Cell> cells, Set<Colour> owners) {
    /**
     * Copies the components.
     *
     * @param cells its cells, in notation order
     * @param owners the players who own it: none, one, or both
     */
    public BargoTerritory {
        cells = List.copyOf(cells);
        owners = Set.copyOf(owners);
    }

    /**
     * Whether a player owns the territory.
     *
     * @param player the player
     * @return whether it counts for that player
     */
    public boolean isOwnedBy(Colour player) {
        return owners.contains(player);
    }
}
