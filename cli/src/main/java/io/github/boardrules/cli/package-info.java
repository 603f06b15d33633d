/**
 * The {@code boardrules} command-line tool. Its commands work over the generic
 * {@link io.github.boardrules.common.Game} interface; the games are those on the class path, found
 * through {@link io.github.boardrules.common.Games} by
 * {@link io.github.boardrules.cli.GameRegistry}.
 */
@NullMarked
package io.github.boardrules.cli;

import org.jspecify.annotations.NullMarked;
