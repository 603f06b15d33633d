/**
 * The GoRoGo engine behind the API package: the rules ({@code Engine}) on a packed position
 * ({@code Position}: 25-bit masks and hand counters), the capture and suicide tests
 * ({@code Captures}, {@code Bits}), the notations ({@code PositionNotation}, {@code MoveNotation}),
 * the shared moves ({@code MoveTable}) and the drawings ({@code SvgRenderer}, {@code TextRenderer}).
 * Not exported.
 */
@NullMarked
package io.github.boardrules.gorogo.internal;

import org.jspecify.annotations.NullMarked;
