/** JMH benchmarks of GoRoGo. */
@NullMarked
package io.github.boardrules.benchmarks.gorogo;

import org.jspecify.annotations.NullMarked;
