/**
 * What search and learning code needs from a game besides its rules: fixed action indices, legal
 * action masks, observation tensors, board symmetries and stable 64-bit position hashes, all through
 * {@link io.github.boardrules.common.search.SearchSupport}, which every game hands out from
 * {@link io.github.boardrules.common.Game#searchSupport()}.
 *
 * <pre>{@code
 * <S, M> int randomLegalAction(Game<S, M> game, S state, Random random) {
 *     SearchSupport<S, M> search = game.withRulesOf(state).searchSupport();
 *     int[] legal = search.legalActions(state);
 *     return legal[random.nextInt(legal.length)];
 * }
 * }</pre>
 */
@NullMarked
package io.github.boardrules.common.search;

import org.jspecify.annotations.NullMarked;
