/**
 * Helpers shared by the game modules; exported to them only, not part of the API.
 */
@NullMarked
package io.github.boardrules.common.internal;

import org.jspecify.annotations.NullMarked;
