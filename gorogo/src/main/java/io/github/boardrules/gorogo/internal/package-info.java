/**
 * The GoRoGo engine on 25-bit masks: neighbour shifts, group flood fills, capture and suicide
 * tests. Not exported; the API package is its only user.
 */
@NullMarked
package io.github.boardrules.gorogo.internal;

import org.jspecify.annotations.NullMarked;
