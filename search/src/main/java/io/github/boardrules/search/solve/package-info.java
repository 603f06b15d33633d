/**
 * A GoRoGo solver: the winner of a position with perfect play, by depth-first AND/OR search with a
 * transposition table keyed by the stable hash, the board's symmetries and cheap move ordering;
 * its table of proven positions can be saved and loaded again, so a long run can resume.
 */
@NullMarked
package io.github.boardrules.search.solve;

import org.jspecify.annotations.NullMarked;
