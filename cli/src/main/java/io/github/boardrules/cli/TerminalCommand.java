package io.github.boardrules.cli;

/** Marker of commands built with the tool's {@link Terminal}: they have a constructor taking it. */
interface TerminalCommand {}
