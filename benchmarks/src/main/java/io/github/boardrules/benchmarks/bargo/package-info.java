/** JMH benchmarks of Bargo. */
@NullMarked
package io.github.boardrules.benchmarks.bargo;

import org.jspecify.annotations.NullMarked;
