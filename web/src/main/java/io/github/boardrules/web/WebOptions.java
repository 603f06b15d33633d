package io.github.boardrules.web;

/**
 * The server's limits: how the bot plays (the most playouts and milliseconds per move, whichever
 * ends first) and how many games it holds in memory at once.
 *
 * @param botPlayouts the most playouts per bot move, at least 1
 * @param botMillis the most milliseconds per bot move, or 0 for no time limit
 * @param maxGames the most games held at once, at least 1; creating one more is refused until a
 *     game is deleted
 */
public record WebOptions(int botPlayouts, long botMillis, int maxGames) {
    /** Defaults of {@code boardrules serve}: 400 playouts, at most 2 seconds, 10 000 games. */
    public static final WebOptions DEFAULTS = new WebOptions(400, 2000, 10_000);

    /**
     * Checks the limits.
     *
     * @param botPlayouts the most playouts per bot move, at least 1
     * @param botMillis the most milliseconds per bot move, or 0 for no time limit
     * @param maxGames the most games held at once, at least 1
     */
    public WebOptions {
        if (botPlayouts < 1 || botMillis < 0 || maxGames < 1) {
            throw new IllegalArgumentException(
                    "bot playouts and max games must be at least 1 and bot millis not negative");
        }
    }

    /**
     * The defaults with another bot budget.
     *
     * @param botPlayouts the most playouts per bot move, at least 1
     * @param botMillis the most milliseconds per bot move, or 0 for no time limit
     * @return the options
     */
    public static WebOptions bot(int botPlayouts, long botMillis) {
        return new WebOptions(botPlayouts, botMillis, DEFAULTS.maxGames());
    }
}
