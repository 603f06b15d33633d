/**
 * The Bargo engine: board geometry with precomputed neighbour tables, packed positions, group and
 * liberty analysis, the persistent superko history, scoring and notation. Not exported.
 */
@NullMarked
package io.github.boardrules.bargo.internal;

import org.jspecify.annotations.NullMarked;
