package io.github.boardrules.search.selfplay;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.search.SearchSupport;
import io.github.boardrules.search.bot.MctsBot;
import io.github.boardrules.search.bot.TranspositionBot;
import java.util.SplittableRandom;

/** The players self-play can use; each game gets a fresh player with its own seed. */
public enum SelfPlayBot {
    /** A uniformly random legal action. */
    RANDOM("uniformly random legal actions"),
    /**
     * {@link TranspositionBot}: UCT over actions with a transposition table keyed by symmetry-canonical
     * hashes, the given playouts per move; one bot plays both sides of a game and keeps its table.
     */
    TRANSPOSITION(
            "TranspositionBot (UCT over actions, symmetry-canonical transposition table, random playouts, capture-first in Bao Kigogo)"),
    /** {@link MctsBot}: UCT over move objects with random playouts, the given playouts per move. */
    MCTS("MctsBot (UCT, random playouts under the game's playout policy)");

    private final String description;

    SelfPlayBot(String description) {
        this.description = description;
    }

    /**
     * What the bot is, for {@code meta.json} and {@code README.txt}.
     *
     * @return one line
     */
    public String description() {
        return description;
    }

    /**
     * A fresh player.
     *
     * @param game the game under the rules of the states it will be asked about
     * @param playouts the playouts per move (ignored by {@link #RANDOM}), at least 1 otherwise
     * @param seed the seed of its random choices
     * @param <S> the state type
     * @param <M> the move type
     * @return the player
     */
    public <S, M> ActionChooser<S> create(Game<S, M> game, int playouts, long seed) {
        SearchSupport<S, M> search = game.searchSupport();
        return switch (this) {
            case RANDOM -> {
                SplittableRandom random = new SplittableRandom(seed);
                yield state -> {
                    int[] legal = search.legalActions(state);
                    return legal[random.nextInt(legal.length)];
                };
            }
            case TRANSPOSITION -> new TranspositionBot<>(game, playouts, seed)::chooseAction;
            case MCTS -> {
                MctsBot<S, M> bot = new MctsBot<>(game, playouts, 0, seed);
                yield state -> search.actionOf(bot.choose(state));
            }
        };
    }
}
