/**
 * The code behind {@link io.github.boardrules.baokigogo.BaoKigogo} that works on packed words and
 * arrays only: the board layout, the sowing laps and the exact endless-sowing detection, the seen
 * filter of the repetition history, the Zobrist keys, the end codes and their statuses, the shared
 * moves and move lists, the notations and the SVG and text drawings. Not exported.
 *
 * <p>The engine and the state share the package {@code io.github.boardrules.baokigogo}, so the
 * engine reads the state's packed fields directly and a move allocates one state; {@code internal}
 * holds the code that works on packed words and arrays only. No class here knows the state type.
 */
@NullMarked
package io.github.boardrules.baokigogo.internal;

import org.jspecify.annotations.NullMarked;
