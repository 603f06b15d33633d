package io.github.boardrules.bargo;

import io.github.boardrules.common.Colour;

/**
 * A piece on the board.
 *
 * @param colour its colour
 * @param wall the edge that holds its wall
 */
public record BargoPiece(Colour colour, Direction wall) {}
