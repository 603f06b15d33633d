/**
 * Bargo (Luis Bolaños Mures, 2020): Go on a hexhex board where every piece carries a wall.
 *
 * <p>Black and White take turns. A turn places a piece of one's colour on an empty cell with its
 * wall on one of the cell's six edges, takes the button (once per game, worth ½ point), or passes
 * (only after the button is taken). Adjacent cells are linked unless a wall lies on their shared
 * edge; the board's rim is a wall. Groups and liberties work as in Go, through links only. A wall
 * may never lie on an edge that already holds one (checked before captures); a placement removes
 * the enemy groups left without a liberty, and then the new piece's group must have a liberty, its
 * wall must not face an enemy piece, and the position (ignoring walls, with the button state) must
 * differ from every earlier end-of-turn position of the same player. Two successive passes end the
 * game; each player scores pieces plus the territories only linked to their own pieces, White adds
 * the komi, and the button holder ½.
 *
 * <p>Start with {@link io.github.boardrules.bargo.Bargo}; the pre-game komi protocol is
 * {@link io.github.boardrules.bargo.BargoPreGame}. The full rules with coordinates, notation and
 * every interpretation choice of this library:
 * <a href="https://github.com/boardrules/boardrules/blob/main/docs/bargo.md">docs/bargo.md</a>.
 */
@NullMarked
@Value.Style(allowedClasspathAnnotations = {Override.class})
package io.github.boardrules.bargo;

import org.immutables.value.Value;
import org.jspecify.annotations.NullMarked;
