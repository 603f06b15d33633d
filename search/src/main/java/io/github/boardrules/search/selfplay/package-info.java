/**
 * Self-play data for learning code: games played by a bot, written as NumPy {@code .npy} files
 * (observation tensors, legal-action masks, chosen actions, movers and results) through
 * {@link io.github.boardrules.common.search.SearchSupport}.
 */
@NullMarked
package io.github.boardrules.search.selfplay;

import org.jspecify.annotations.NullMarked;
