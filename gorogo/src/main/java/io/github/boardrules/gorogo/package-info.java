/**
 * GoRoGo (五路碁), 5×5 Go with neutral Henge pieces, as immutable states and pure functions.
 *
 * <p><b>The board.</b> 25 points named by file {@code a}..{@code e} (left to right) and rank
 * {@code 1}..{@code 5} (bottom to top), joined orthogonally:
 *
 * <pre>
 * 5  a5 b5 c5 d5 e5
 * 4  a4 b4 c4 d4 e4
 * 3  a3 b3 c3 d3 e3
 * 2  a2 b2 c2 d2 e2
 * 1  a1 b1 c1 d1 e1
 * </pre>
 *
 * <p><b>The rules in brief.</b> Each player holds 10 pieces of their colour and 2 Henge; a fifth,
 * neutral Henge is placed by White in a setup move before Black's first move. Players then
 * alternate placing one piece from hand on an empty point — passing is not allowed. While a player
 * moves, every Henge counts as that player's colour. After each placement every opponent group
 * without a liberty is removed, anywhere on the board; each removed piece counts as a capture. A
 * coloured piece may not be suicide (judged after those removals); a Henge may go on any empty
 * point, except that a player's 12th and last placement may not be a Henge. Henge are never
 * captured. A player with no legal move loses; after 24 placements the player with more captures
 * wins, and a tie goes to White.
 *
 * <p><b>Interpretation choices</b> (the published rules are silent):
 *
 * <ul>
 *   <li>A group whose liberties ran through a Henge, or that its owner's own Henge placement left
 *       without a liberty, is not removed on its owner's move; it is removed by the opponent's
 *       <em>next</em> placement, wherever that is played, since the Henge then counts as the
 *       opponent's colour.
 *   <li>The last-move rule is per player: a player's 12th placement may not be a Henge; a player
 *       whose last piece in hand is a Henge has no legal move and loses ({@code no-legal-move}).
 *   <li>The setup is a move of White's (ply 1 of a game), written {@code Hc3}; a game may instead
 *       start after a chosen setup, through the rules option {@code setup=c3}
 *       ({@code GoRoGo.withRules(GoRoGoRules.withSetup(point))}).
 * </ul>
 *
 * <p><b>Henge last: the online platform's reading.</b> The platform where GoRoGo is played online
 * lets a player put a Henge down as their 12th and last placement, and then scores that as a loss.
 * Under the rules option {@code lastHenge=loses}
 * ({@code GoRoGoRules.builder().lastHengeLoses(true)}) this library does the same: that Henge is a
 * legal move, listed after the coloured pieces as usual; it is applied like any Henge placement
 * (captures included) and then the game is over, lost by its mover ({@code win:<opponent>:henge-last},
 * with both capture counts as scores) — even when it is the 24th placement. The winner is the one
 * the default rules give one ply earlier by {@code no-legal-move}; the option lets records from the
 * platform replay move for move. The state remembers that its game ended this way (it is part of
 * equality); the position notation cannot show it, so such a position read back from notation is
 * the position only, with the next player to move.
 *
 * <p><b>A state carries its rules.</b> {@link io.github.boardrules.gorogo.GoRoGoState#rules()}
 * decides the legal moves and the outcome whichever {@code GoRoGo} instance is asked, and is part
 * of state equality; {@code GoRoGo.withRulesOf(state)} is the game of a state.
 *
 * <p><b>Notation.</b> Moves {@code c3} (a piece of the mover's colour) and {@code Hc3} (a Henge, or
 * the setup move in the setup phase). Positions as described on
 * {@link io.github.boardrules.gorogo.GoRoGoState#toString()}, e.g. the start
 * {@code ...../...../...../...../..... w 10/2 10/2 0,0}. Outcomes {@code win:b:captures},
 * {@code win:w:tie-white}, {@code win:w:no-legal-move}, {@code win:b:henge-last}, …. Rules
 * notation: empty for the standard rules, else {@code setup=c3}, {@code lastHenge=loses} or
 * {@code setup=c3 lastHenge=loses}. The full rules, notation and choices are
 * on <a href="https://github.com/boardrules/boardrules/blob/main/docs/gorogo.md">the GoRoGo
 * page</a>.
 *
 * <pre>{@code
 * GoRoGo game = GoRoGo.standard();
 * GoRoGoState state = game.initialState();
 * state = game.apply(state, game.parseMove(state, "Hc3"));   // setup: neutral Henge on c3
 * state = game.apply(state, game.parseMove(state, "b2"));    // Black's first piece
 * System.out.println(game.formatPosition(state));  // ...../...../..H../.B.../..... w 9/2 10/2 0,0
 * System.out.println(game.status(state).notation()); // ongoing
 *
 * GoRoGo online = game.withRules("lastHenge=loses");  // the online platform's reading
 * GoRoGoState last = online.parsePosition("BB..H/..BH./WBWB./....W/HH.WW b 0/1 1/0 4,5");
 * System.out.println(game.legalMoves(last).size());   // 11: the state's rules, not game's
 * System.out.println(online.status(online.apply(last, online.parseMove(last, "Hc2"))).notation());
 * // win:w:henge-last
 * }</pre>
 *
 * <p><b>Drawings.</b> {@code renderSvg} draws the board as standalone SVG (Henge half black, half
 * white, the last move ringed in red, hands, captures and status below); {@code renderText} draws
 * it for terminals, e.g. after {@code Hb3 a2 b2 c2 c3 d3 d4 e3 c5 e1 b4 c4}:
 *
 * <pre>
 * 5  . . W . .
 * 4  . W B W .
 * 3  . H . B B
 * 2  B W B . .
 * 1  . . . . B
 *    a b c d e
 * Black 4/2 in hand, captured 1; White 5/2 in hand, captured 0
 * last move c4; White to move
 * </pre>
 *
 * <p><b>Search and learning support</b> ({@code GoRoGo.searchSupport()}, the same under every rules
 * option). <em>Actions</em> (50): a coloured piece on the point of {@code Point.index()} {@code i}
 * is action {@code i}, a Henge on it — or, in the setup phase, the setup Henge — is {@code 25 + i}.
 * <em>Observation</em> {@code [11, 5, 5]}, from the player to move, rows from rank 5 down to rank 1
 * and columns from file {@code a} to {@code e} (as the board is drawn): planes 0 the mover's
 * coloured pieces, 1 the opponent's, 2 the Henge, 3 the empty points (each 1 or 0); then constant
 * planes 4 the mover's pieces in hand ÷ 10, 5 the mover's Henge in hand ÷ 2, 6 and 7 the same for
 * the opponent, 8 the mover's captures ÷ 10, 9 the opponent's captures ÷ 10, 10 whether the mover
 * is White (who wins a tie). <em>Symmetries</em> (8, all of the square: the rules look only at
 * adjacency and the setup point is free): {@code k} in 0..3 turns the board {@code k} quarter turns
 * counter-clockwise, {@code k} in 4..7 mirrors the files ({@code a} ↔ {@code e}) first. <em>Hash</em>:
 * a Zobrist hash over what stands on each point, both hands and the Henge-last ending — exactly the
 * state's equality without its rules — from the fixed SplitMix64 keys of seed
 * {@code 0x606060600001}, stable across versions. It is a {@link
 * io.github.boardrules.gorogo.GoRoGoSearchSupport}, which also counts the pieces an action captures
 * without making the new state.
 *
 * <p><b>Implementation.</b> The engine and the state share the package
 * {@code io.github.boardrules.gorogo}, so the engine reads the state's packed fields directly and a
 * move allocates one state; {@code internal} holds the code that works on packed words and arrays
 * only.
 */
@NullMarked
@Value.Style(
        allowedClasspathAnnotations = {Override.class},
        visibility = Value.Style.ImplementationVisibility.PACKAGE,
        overshadowImplementation = true)
package io.github.boardrules.gorogo;

import org.immutables.value.Value;
import org.jspecify.annotations.NullMarked;
