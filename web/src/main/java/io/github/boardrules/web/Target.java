package io.github.boardrules.web;

/**
 * A place on the board a click can name — a cell, point or hole — with where the library's SVG
 * draws it, in the SVG's user units.
 *
 * @param name the coordinate as the game writes it in moves, e.g. {@code e5}
 * @param x the centre's x
 * @param y the centre's y
 * @param r the radius of the clickable disc
 */
public record Target(String name, double x, double y, double r) {}
