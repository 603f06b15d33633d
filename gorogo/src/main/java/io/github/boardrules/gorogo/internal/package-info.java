/**
 * The GoRoGo engine behind the API package: the rules ({@code Engine}) on the packed position the
 * public state holds (25-bit masks and an info word, described on {@code Position}, read through
 * {@code StateAccess}), the capture and suicide tests ({@code Captures}, {@code Bits}), the legal
 * moves as a mask-backed list ({@code MoveList}), the notations ({@code PositionNotation},
 * {@code MoveNotation}), the shared moves ({@code MoveTable}) and the drawings
 * ({@code SvgRenderer}, {@code TextRenderer}).
 * Not exported.
 */
@NullMarked
package io.github.boardrules.gorogo.internal;

import org.jspecify.annotations.NullMarked;
