/** How throughput scales: threads sharing one game instance, and Bargo's cost per move by board size. */
@NullMarked
package io.github.boardrules.benchmarks.scaling;

import org.jspecify.annotations.NullMarked;
