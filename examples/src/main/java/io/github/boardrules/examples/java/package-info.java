/** Example programs in Java using the boardrules public API. */
@NullMarked
package io.github.boardrules.examples.java;

import org.jspecify.annotations.NullMarked;
