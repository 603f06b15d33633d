package io.github.boardrules.web;

/**
 * The server's limits: how the bot plays (the most playouts and milliseconds per move, whichever
 * ends first), how many games the database may hold, and after how many days without a change a
 * game is deleted.
 *
 * @param botPlayouts the most playouts per bot move, at least 1
 * @param botMillis the most milliseconds per bot move, or 0 for no time limit
 * @param maxGames the most games stored at once, at least 1; creating one more is refused until a
 *     game is deleted
 * @param idleDays the days after its last change when a game is deleted, at least 1
 */
public record WebOptions(int botPlayouts, long botMillis, int maxGames, int idleDays) {
    /** Defaults of {@code boardrules serve}: 400 playouts, at most 2 seconds, 10 000 games, 30 days. */
    public static final WebOptions DEFAULTS = new WebOptions(400, 2000, 10_000, 30);

    /**
     * Checks the limits.
     *
     * @param botPlayouts the most playouts per bot move, at least 1
     * @param botMillis the most milliseconds per bot move, or 0 for no time limit
     * @param maxGames the most games stored at once, at least 1
     * @param idleDays the days after its last change when a game is deleted, at least 1
     */
    public WebOptions {
        if (botPlayouts < 1 || botMillis < 0 || maxGames < 1 || idleDays < 1) {
            throw new IllegalArgumentException(
                    "bot playouts, max games and idle days must be at least 1 and bot millis not negative");
        }
    }

    /**
     * The limits with the default idle time.
     *
     * @param botPlayouts the most playouts per bot move, at least 1
     * @param botMillis the most milliseconds per bot move, or 0 for no time limit
     * @param maxGames the most games stored at once, at least 1
     */
    public WebOptions(int botPlayouts, long botMillis, int maxGames) {
        this(botPlayouts, botMillis, maxGames, DEFAULTS.idleDays());
    }

    /**
     * The defaults with another bot budget.
     *
     * @param botPlayouts the most playouts per bot move, at least 1
     * @param botMillis the most milliseconds per bot move, or 0 for no time limit
     * @return the options
     */
    public static WebOptions bot(int botPlayouts, long botMillis) {
        return new WebOptions(botPlayouts, botMillis, DEFAULTS.maxGames(), DEFAULTS.idleDays());
    }
}
