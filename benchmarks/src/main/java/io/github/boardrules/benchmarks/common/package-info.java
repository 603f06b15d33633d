/** JMH benchmarks of the generic tools (perft, playouts) on the test game. */
@NullMarked
package io.github.boardrules.benchmarks.common;

import org.jspecify.annotations.NullMarked;
