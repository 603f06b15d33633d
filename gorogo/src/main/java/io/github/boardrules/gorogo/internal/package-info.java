/**
 * The word-level GoRoGo code behind the API package. The engine and the state share the package
 * {@code io.github.boardrules.gorogo}, so the engine reads the state's packed fields directly and a
 * move allocates one state; {@code internal} holds the code that works on packed words and arrays
 * only: the words and their decoders ({@code Position}), the capture and suicide tests
 * ({@code Captures}, {@code Bits}), the legal moves as a mask-backed list ({@code MoveList}), the
 * shared moves ({@code MoveTable}), the notations ({@code PositionNotation}, {@code MoveNotation}),
 * the drawings ({@code SvgRenderer}, {@code TextRenderer}) and the {@code ServiceLoader} provider
 * ({@code GoRoGoProvider}). No class here reads a state. Not exported.
 */
@NullMarked
package io.github.boardrules.gorogo.internal;

import org.jspecify.annotations.NullMarked;
