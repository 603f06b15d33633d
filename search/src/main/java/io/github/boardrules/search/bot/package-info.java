/** A generic Monte Carlo tree search player over the common {@link io.github.boardrules.common.Game} interface. */
@NullMarked
package io.github.boardrules.search.bot;

import org.jspecify.annotations.NullMarked;
