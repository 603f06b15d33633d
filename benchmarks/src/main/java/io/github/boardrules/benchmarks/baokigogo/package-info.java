/** JMH benchmarks of Bao Kigogo. */
@NullMarked
package io.github.boardrules.benchmarks.baokigogo;

import org.jspecify.annotations.NullMarked;
