/**
 * Test helpers other modules' tests reuse (through the web module's test jar): programs started in
 * processes of their own — a server on a chosen database, to kill and restart.
 */
@NullMarked
package io.github.boardrules.web.testing;

import org.jspecify.annotations.NullMarked;
