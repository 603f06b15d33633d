package io.github.boardrules.web;

import org.jspecify.annotations.Nullable;

/**
 * What a client says it saw before asking for a change: the game's ply and its version, each
 * optional. The version is the stronger check (an undo and another move bring a ply back, never a
 * version); the ply is the one a person can read off the page.
 *
 * @param ply the ply, or null for no check
 * @param version the version, or null for no check
 */
record Expected(@Nullable Integer ply, @Nullable Long version) {
    /** No check: the change applies to the game as it is. */
    static final Expected ANY = new Expected(null, null);
}
