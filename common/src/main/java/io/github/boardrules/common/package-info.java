/**
 * Types shared by every boardrules game, and generic tools over any game.
 *
 * <p>Each game artifact implements {@link io.github.boardrules.common.Game} for its own state and
 * move types. Code written against that interface — {@link io.github.boardrules.common.Perft},
 * {@link io.github.boardrules.common.Playouts}, {@link io.github.boardrules.common.GameRecord}, a
 * search bot, a command-line tool — works with all of them:
 *
 * <pre>{@code
 * <S, M> long countGames(Game<S, M> game, int depth) {
 *     return Perft.count(game, game.initialState(), depth);
 * }
 * }</pre>
 *
 * <p>States are immutable; {@link io.github.boardrules.common.Game#apply} returns a new state or
 * throws {@link io.github.boardrules.common.IllegalMoveException} with a typed
 * {@link io.github.boardrules.common.IllegalMoveReason}. Finished games report an
 * {@link io.github.boardrules.common.Outcome}; every status has a short notation such as
 * {@code ongoing} or {@code win:b:score}.
 */
@NullMarked
@Value.Style(
        allowedClasspathAnnotations = {Override.class},
        visibility = Value.Style.ImplementationVisibility.PACKAGE,
        overshadowImplementation = true)
package io.github.boardrules.common;

import org.immutables.value.Value;
import org.jspecify.annotations.NullMarked;
