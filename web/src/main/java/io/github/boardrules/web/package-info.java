/**
 * A small game platform over HTTP: a Javalin server that holds games in memory, plays them through
 * the generic {@link io.github.boardrules.common.Game} interface, answers in JSON with the
 * library's SVG picture and the legal moves, and serves one plain HTML page to play in a browser.
 * Started by {@code boardrules serve}.
 */
@NullMarked
package io.github.boardrules.web;

import org.jspecify.annotations.NullMarked;
