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
 * <p><b>Coordinates.</b> Cells are axial (q, r) on a pointy-top board of base N, named file letter
 * ({@code a} + q + N − 1) and rank number (N − r). The base-3 board, and the six edges of a cell:
 *
 * <pre>
 * rank 5          c5  d5  e5                     nw     ne
 * rank 4        b4  c4  d4  e4                     \   /
 * rank 3      a3  b3  c3  d3  e3              w  ---  X  ---  e
 * rank 2        a2  b2  c2  d2                     /   \
 * rank 1          a1  b1  c1                     sw     se
 * </pre>
 *
 * <p><b>Notation.</b> Moves: {@code pass}, {@code button}, or cell and wall direction such as
 * {@code e5ne} (case-insensitive). Positions: rows from the top, {@code /}-separated, each cell
 * {@code .} or {@code B}/{@code W} with its wall; then player to move, button ({@code -}, {@code b},
 * {@code w}), komi and consecutive passes — the empty base-2 board is {@code ../.../.. b - 0 0}.
 *
 * <p><b>Interpretation choices.</b> The default board is base 5 (61 cells); the komi is a whole
 * number within ±(number of cells), default 0. A territory to which no piece is linked counts for
 * both players (the rule text read literally; it never changes the winner). Superko compares a
 * player's position after a placement, ignoring walls but with whether the button is taken, with
 * that player's own earlier end-of-turn positions, exactly; a position read from notation has no
 * history. The komi protocol (first player chooses the komi, second chooses a colour) is
 * {@link io.github.boardrules.bargo.BargoPreGame}; players who agree on a komi start with
 * {@link io.github.boardrules.bargo.BargoRules#of BargoRules.of(base, komi)}.
 *
 * <p><b>Rules travel with the state.</b> A position records its base and komi, so a
 * {@link io.github.boardrules.bargo.BargoState} carries its
 * {@link io.github.boardrules.bargo.BargoRules}, every method taking a state answers from them, and
 * {@code parsePosition} reads them from the text:
 *
 * <pre>{@code
 * BargoState state = Bargo.standard().parsePosition(".../..../...../..../... b - 3 0");
 * state.rules().notation();                      // "base=3 komi=3"
 * Bargo.standard().legalMoves(state).size();     // 85: the 84 placements of base 3, the button
 * Bargo.standard().withRulesOf(state);           // Bargo[base=3 komi=3]
 * }</pre>
 *
 * <p>Start with {@link io.github.boardrules.bargo.Bargo}; the pre-game komi protocol is
 * {@link io.github.boardrules.bargo.BargoPreGame}. The full rules with coordinates, notation and
 * every interpretation choice of this library:
 * <a href="https://github.com/boardrules/boardrules/blob/main/docs/bargo.md">docs/bargo.md</a>.
 */
@NullMarked
@Value.Style(
        allowedClasspathAnnotations = {Override.class},
        visibility = Value.Style.ImplementationVisibility.PACKAGE,
        overshadowImplementation = true)
package io.github.boardrules.bargo;

import org.immutables.value.Value;
import org.jspecify.annotations.NullMarked;
