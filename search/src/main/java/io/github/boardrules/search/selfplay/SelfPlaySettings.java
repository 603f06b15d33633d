package io.github.boardrules.search.selfplay;

/**
 * What a self-play run plays.
 *
 * @param games the number of games, at least 1
 * @param bot the player on both sides
 * @param playouts the bot's playouts per move (0 with {@link SelfPlayBot#RANDOM})
 * @param seed the seed of the whole run: equal settings write equal files
 */
public record SelfPlaySettings(int games, SelfPlayBot bot, int playouts, long seed) {
    /**
     * Checks the numbers.
     *
     * @param games the number of games, at least 1
     * @param bot the player on both sides
     * @param playouts the bot's playouts per move (0 with {@link SelfPlayBot#RANDOM})
     * @param seed the seed of the whole run
     * @throws IllegalArgumentException when the games are fewer than 1, or the playouts do not suit
     *     the bot (0 for the random player, at least 1 otherwise)
     */
    public SelfPlaySettings {
        if (games < 1) {
            throw new IllegalArgumentException("games must be at least 1, not " + games);
        }
        if ((bot == SelfPlayBot.RANDOM) != (playouts == 0) || playouts < 0) {
            throw new IllegalArgumentException("playouts must be 0 for the random player and at least 1 for a bot, not "
                    + playouts + " for " + bot);
        }
    }
}
