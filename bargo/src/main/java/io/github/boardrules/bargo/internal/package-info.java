/**
 * The Bargo engine's helpers on packed words and arrays: board geometry with precomputed neighbour
 * tables, the cell and move codes, group and capture analysis, the persistent superko history and
 * its per-thread index, scoring, notation, rendering and the search encodings. Not exported.
 *
 * <p>The engine and the state share the package {@code io.github.boardrules.bargo}, so the engine
 * reads the state's packed fields directly and a move allocates one state; {@code internal} holds
 * the code that works on packed words and arrays only. Nothing here knows the state type: callers
 * pass the board, the bitsets and the numbers each helper needs.
 */
@NullMarked
package io.github.boardrules.bargo.internal;

import org.jspecify.annotations.NullMarked;
