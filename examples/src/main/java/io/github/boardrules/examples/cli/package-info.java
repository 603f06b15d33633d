/**
 * The {@code boardrules} command-line tool. Its commands work over the generic
 * {@link io.github.boardrules.common.Game} interface; each game registers itself in
 * {@link io.github.boardrules.examples.cli.GameRegistry}.
 */
@NullMarked
package io.github.boardrules.examples.cli;

import org.jspecify.annotations.NullMarked;
