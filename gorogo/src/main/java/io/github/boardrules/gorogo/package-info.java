/**
 * GoRoGo (五路碁), 5×5 Go with neutral Henge pieces, as immutable states and pure functions.
 *
 * <p><b>The rules in brief.</b> The board has 5×5 points named {@code a1} (bottom-left) to
 * {@code e5}. Each player holds 10 pieces of their colour and 2 Henge; a fifth, neutral Henge is
 * placed by White in a setup move before Black's first move. Players then alternate placing one
 * piece from hand on an empty point — passing is not allowed. While a player moves, every Henge
 * counts as that player's colour. After each placement every opponent group without a liberty is
 * removed, anywhere on the board; each removed piece counts as a capture. A coloured piece may not
 * be suicide (judged after those removals); a Henge may go on any empty point, except that a
 * player's 12th and last placement may not be a Henge. Henge are never captured. A player with no
 * legal move loses; after 24 placements the player with more captures wins, and a tie goes to
 * White.
 *
 * <p><b>Interpretation choices</b> (the published rules are silent): a group left without liberty
 * by its owner's Henge placement, or one whose liberties ran through a Henge, is removed by the
 * opponent's <em>next</em> placement, wherever it is played; the setup point may be fixed in the
 * {@link io.github.boardrules.gorogo.GoRoGoRules}. The full rules, notation and choices are on
 * <a href="https://github.com/boardrules/boardrules/blob/main/docs/gorogo.md">the GoRoGo page</a>.
 *
 * <pre>{@code
 * GoRoGo game = GoRoGo.standard();
 * GoRoGoState state = game.initialState();
 * state = game.apply(state, game.parseMove(state, "Hc3"));   // setup: neutral Henge on c3
 * state = game.apply(state, game.parseMove(state, "b2"));    // Black's first piece
 * System.out.println(game.formatPosition(state));  // ...../...../..H../.B.../..... w 9/2 10/2 0,0
 * System.out.println(game.status(state).notation()); // ongoing
 * }</pre>
 */
@NullMarked
@Value.Style(allowedClasspathAnnotations = {Override.class})
package io.github.boardrules.gorogo;

import org.immutables.value.Value;
import org.jspecify.annotations.NullMarked;
