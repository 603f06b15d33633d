/**
 * The engine behind {@link io.github.boardrules.baokigogo.BaoKigogo}: the board layout, the
 * sowing loop with exact endless-sowing detection, position hashing, notation and SVG drawing. Not
 * exported.
 */
@NullMarked
package io.github.boardrules.baokigogo.internal;

import org.jspecify.annotations.NullMarked;
