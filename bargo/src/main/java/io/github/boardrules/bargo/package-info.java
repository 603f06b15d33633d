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
 * <p><b>Search and learning support</b> ({@code Bargo.searchSupport()}, one layout per base N; a
 * state of another base is refused). <em>Actions</em> ({@code 6 * cells + 2}): placing on the cell
 * of {@code Cell.index()} {@code c} with the wall of {@code Direction.ordinal()} {@code d} is
 * {@code 6c + d} (walls {@code e ne nw w sw se}), then the button ({@code 6 * cells}) and the pass
 * ({@code 6 * cells + 1}). <em>Observation</em> {@code [16, 2N-1, 2N-1]} on the axial grid, row
 * {@code r + N - 1} and column {@code q + N - 1} (row 0 is the top rank; the grid's corners outside
 * the hexagon stay 0), from the player to move: planes 0 the cells of the board, 1 the mover's
 * pieces, 2 the opponent's pieces, 3 the empty cells, 4..9 the pieces whose wall faces {@code e},
 * {@code ne}, {@code nw}, {@code w}, {@code sw}, {@code se} (either colour; the walls turn with the
 * board under the symmetries); constant planes 10 the button untaken, 11 the button with the mover,
 * 12 the button with the opponent, 13 the komi from the mover's side (+komi for White, −komi for
 * Black) ÷ cells, 14 one pass ended the last turn (a pass now ends the game); plane 15 the empty
 * cells where superko (rule 3c) is why no wall can be played: no placement there is legal and the
 * engine's own check refuses at least one for superko. <em>Symmetries</em> (12, all of the
 * hexagon: the rules look only at links, walls and the rim): {@code k} in 0..5 turns the board
 * {@code k} sixths clockwise as drawn ({@code (q, r) -> (-r, q + r)}, {@code e} to {@code se}),
 * {@code k} in 6..11 first reflects it in the line {@code q = r}; walls turn with the board and both
 * players' superko histories are transformed too (they are part of state equality).
 * <em>Hash</em>: a Zobrist hash over the pieces with their walls, the player to move, the button,
 * the passes and the komi — exactly what the position notation shows; the superko histories are
 * left out (two states with equal hashes may differ in which placements superko refuses). Keys:
 * SplitMix64 from the seed {@code 0xBA260000 + N}, stable across versions.
 *
 * <p><b>Implementation.</b> The engine and the state share the package
 * {@code io.github.boardrules.bargo}, so the engine reads the state's packed fields directly and a
 * move allocates one state; {@code internal} holds the code that works on packed words and arrays
 * only.
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
