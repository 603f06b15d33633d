/**
 * Checks shared by the Jazzer fuzz targets of the game modules; in its own package so that the
 * game modules' tests, compiled on the module path, can read it from common's test jar.
 */
@NullMarked
package io.github.boardrules.testing.fuzz;

import org.jspecify.annotations.NullMarked;
