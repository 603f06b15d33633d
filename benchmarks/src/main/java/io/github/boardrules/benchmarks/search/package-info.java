/**
 * The cost of the search and learning encodings: legal-action masks and lists, observation tensors
 * and stable hashes per game, with {@code legalMoves} as the yardstick.
 */
@NullMarked
package io.github.boardrules.benchmarks.search;

import org.jspecify.annotations.NullMarked;
