package com.example.consumer;

import io.github.boardrules.common.Status;

/** A user's program: plays with the boardrules games it depends on. */
public final class Consumer {
    private Consumer() {}

    /**
     * Describes what the program sees of the library.
     *
     * @return a line per game
     */
    public static String describe() {
        return "status of a new game: " + Status.ONGOING.notation();
    }

    /**
     * Prints {@link #describe()}.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        System.out.println(describe());
    }
}
