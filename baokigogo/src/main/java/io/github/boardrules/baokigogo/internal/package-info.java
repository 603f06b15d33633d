/**
 * The engine behind {@link io.github.boardrules.baokigogo.BaoKigogo}: the rules over packed
 * positions ({@code Engine}, {@code Position}), the board layout, the sowing loop with exact
 * endless-sowing detection, position hashing, the shared moves, the notations and the SVG and text
 * drawings. Not exported.
 */
@NullMarked
package io.github.boardrules.baokigogo.internal;

import org.jspecify.annotations.NullMarked;
