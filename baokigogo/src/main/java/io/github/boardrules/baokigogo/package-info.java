/**
 * Bao Kigogo: a four-row mancala of the Gogo (Wagogo) people of the Dodoma region, Tanzania, as
 * recorded by Martin Klamroth (1911).
 *
 * <p>The board has four ranks of twelve holes, files {@code a}..{@code l} left to right as South
 * sees them, ranks 1..4 from South's edge. {@linkplain io.github.boardrules.baokigogo.BaoSide#SOUTH
 * South} owns ranks 1 (back) and 2 (front) and moves first;
 * {@linkplain io.github.boardrules.baokigogo.BaoSide#NORTH North} owns ranks 3 (front) and 4
 * (back). The game starts with two seeds in every hole except {@code a2} and {@code l3} (92 seeds).
 *
 * <pre>
 *          a  b  c  d  e  f  g  h  i  j  k  l
 * rank 4   &lt;- &lt;- &lt;- &lt;- &lt;- &lt;- &lt;- &lt;- &lt;- &lt;- &lt;- &lt;-    North's back row
 * rank 3   -&gt; -&gt; -&gt; -&gt; -&gt; -&gt; -&gt; -&gt; -&gt; -&gt; -&gt; -&gt;    North's front row
 * rank 2   &lt;- &lt;- &lt;- &lt;- &lt;- &lt;- &lt;- &lt;- &lt;- &lt;- &lt;- &lt;-    South's front row
 * rank 1   -&gt; -&gt; -&gt; -&gt; -&gt; -&gt; -&gt; -&gt; -&gt; -&gt; -&gt; -&gt;    South's back row
 * </pre>
 *
 * <p>Each player sows counter-clockwise around their own 24 holes only (South {@code a1..l1}, then
 * {@code l2..a2}; North {@code a3..l3}, then {@code l4..a4}). A move takes all seeds of an own hole
 * holding at least two and sows them one per hole from the next hole on; when the last seed lands
 * in an occupied hole, that hole's seeds are taken up and sown on (relay); the move ends when the
 * last seed lands in an empty hole. Only a player without any hole of two or more seeds may move a
 * single seed, and only into an empty next hole. A move ending in the mover's front row captures
 * the opponent's opposite front hole, and then also the back hole of that file, provided the front
 * hole was occupied. A relay sowing that would go on for ever ends the game at once as a draw
 * ({@code endless-sowing}; a loss for the mover under the
 * {@linkplain io.github.boardrules.baokigogo.BaoRules#endlessSowingLoses() Hawalis convention}).
 * The mover wins when the opponent has no seeds or no legal move; a position repeated since the last
 * capture is a draw.
 *
 * <p>Interpretation choices of this library (the sources are silent or open here): South moves
 * first; both sow counter-clockwise; the origin hole is not skipped; capture happens once, at the
 * end of the move; an endless sowing is a legal move that leaves the board as it was and ends the
 * game as a draw, detected exactly by cycle detection over the between-lap sowing states, with the
 * rule page's bound of 1,000,000 laps on one move ({@link
 * io.github.boardrules.baokigogo.BaoRules#maxSowingLaps()}; {@code laps=none} removes it);
 * repetition compares the exact positions since the last capture, the first position included; a
 * position read from notation starts a new history.
 *
 * <p>Usage:
 *
 * <pre>{@code
 * BaoKigogo game = BaoKigogo.standard();
 * BaoState state = game.initialState();
 * state = game.apply(state, game.parseMove(state, "c1"));   // or BaoMove.sow(Hole.parse("c1"))
 * System.out.println(game.renderText(state));
 * BaoKigogo hawalis = game.withRules("endless=loss");       // the same game under other rules
 * BaoState other = hawalis.initialState();                  // carries endless=loss
 * game.status(other).equals(hawalis.status(other));         // true: a state is judged by its rules
 * }</pre>
 *
 * <p>{@link io.github.boardrules.baokigogo.BaoKigogo#renderText} draws a state for terminals; after
 * {@code a1} from the start:
 *
 * <pre>
 *     a  b  c  d  e  f  g  h  i  j  k  l
 * 4   .  2  2  2  2  2  2  2  2  2  2  2   North
 * 3   .  2  2  2  2  2  2  2  2  2  2  .
 *   ------------------------------------
 * 2   1  3  3  .  3  3  .  3  3  .  3  3
 * 1   .  3  .  3  3  .  3  3  .  3  3  .   South
 *     a  b  c  d  e  f  g  h  i  j  k  l
 * captured: South 4, North 0
 * last move a1, ended in a2; North to move
 * </pre>
 *
 * <p><b>What a sowing did</b>, as data for a platform to show it: {@link
 * io.github.boardrules.baokigogo.BaoKigogo#sowingTrail} gives a move's laps in order (the hole each
 * takes its seeds from and the holes it sows into, relay laps included), the hole it ended in and
 * the opponent's holes the capture emptied — written down by the engine's own sowing loop, so it is
 * exactly what {@code apply} does.
 *
 * <p><b>A state carries its rules.</b> {@link io.github.boardrules.baokigogo.BaoState#rules()} are
 * the rules of the instance that made the state's history's first state; every method of every
 * instance that takes a state answers from them (lap limit, endless-sowing convention).
 *
 * <p><b>Search and learning support</b> ({@code BaoKigogo.searchSupport()}, the same under every
 * rules option). <em>Actions</em> (24): the mover's holes in sowing order — for South {@code a1}
 * (0) to {@code l1} (11), then {@code l2} (12) to {@code a2} (23); for North {@code a3} (0) to
 * {@code l3} (11), then {@code l4} (12) to {@code a4} (23). <em>Observation</em> {@code [7, 4, 12]}
 * from the mover's side: row 0 the opponent's back row, row 3 the mover's back row, columns from
 * the mover's left (for North the board turned half round, so both players sow the same way in the
 * tensor); planes 0 the seeds in each hole ÷ 8 (not clamped), 1 an empty hole, 2 a hole with one
 * seed, 3 a hole with two or more (each 1 or 0); constant planes 4 the seeds the mover captured ÷
 * 92, 5 the seeds the opponent captured ÷ 92, 6 whether the mover is down to singleton moves (no
 * own hole with two seeds). <em>Symmetries</em>: the identity only — mirroring the board reverses
 * the sowing direction the rules fix, and the half turn swaps the players (the observation folds it
 * in). <em>Hash</em>: a Zobrist hash over the 48 counts, the player to move, both capture counts and
 * how a move ended the game (repetition and endless sowing, which the notation cannot show): exactly
 * the notation and the status; the repetition history is left out. Keys: SplitMix64 from the seed
 * {@code 0xBA0C16060001}, stable across versions.
 *
 * <p><b>Inside.</b> The engine and the state share the package {@code
 * io.github.boardrules.baokigogo}, so the engine reads the state's packed fields directly and a
 * move allocates one state; {@code internal} holds the code that works on packed words and arrays
 * only.
 *
 * <p>The full rules page with every interpretation choice of this library is at <a
 * href="https://github.com/boardrules/boardrules/blob/main/docs/baokigogo.md">docs/baokigogo.md</a>.
 */
@NullMarked
@Value.Style(
        allowedClasspathAnnotations = {Override.class},
        visibility = Value.Style.ImplementationVisibility.PACKAGE,
        overshadowImplementation = true)
package io.github.boardrules.baokigogo;

import org.immutables.value.Value;
import org.jspecify.annotations.NullMarked;
