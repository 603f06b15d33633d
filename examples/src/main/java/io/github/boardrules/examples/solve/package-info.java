/**
 * A GoRoGo solver: the winner of a position with perfect play, by depth-first AND/OR search with a
 * transposition table keyed by the stable hash, the board's symmetries and cheap move ordering,
 * behind the {@code boardrules solve} command.
 */
@NullMarked
package io.github.boardrules.examples.solve;

import org.jspecify.annotations.NullMarked;
