package io.github.boardrules.examples.web;

/**
 * How the server's bot plays: the most playouts and milliseconds per move (whichever ends first).
 *
 * @param botPlayouts the most playouts per bot move, at least 1
 * @param botMillis the most milliseconds per bot move, or 0 for no time limit
 */
public record WebOptions(int botPlayouts, long botMillis) {
    /** Defaults of {@code boardrules serve}: 400 playouts, at most 2 seconds. */
    public static final WebOptions DEFAULTS = new WebOptions(400, 2000);

    /**
     * Checks the budget.
     *
     * @param botPlayouts the most playouts per bot move, at least 1
     * @param botMillis the most milliseconds per bot move, or 0 for no time limit
     */
    public WebOptions {
        if (botPlayouts < 1 || botMillis < 0) {
            throw new IllegalArgumentException("bot playouts must be at least 1 and bot millis not negative");
        }
    }
}
