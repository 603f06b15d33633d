package io.github.boardrules.common;

import java.util.List;
import java.util.Objects;

/**
 * How a game ended: a {@link Win} or a {@link Draw}, with the reason and, where the game keeps
 * them, both players' scores.
 */
public sealed interface Outcome extends Status permits Outcome.Win, Outcome.Draw {
    /**
     * Why the game ended.
     *
     * @return the reason
     */
    EndReason reason();

    /**
     * The final scores, first player first; empty for games without scores.
     *
     * @return an immutable list of scores
     */
    List<Score> scores();

    /**
     * Always {@code true}: an outcome is the status of a finished game.
     *
     * @return {@code true}
     */
    @Override
    default boolean isOver() {
        return true;
    }

    /**
     * A win.
     *
     * @param winner the player who won
     * @param reason why the game ended
     * @param scores final scores, empty when the game keeps none
     */
    record Win(Player winner, EndReason reason, List<Score> scores) implements Outcome {
        /**
         * Validates and copies the components.
         *
         * @param winner the player who won
         * @param reason why the game ended
         * @param scores final scores, empty when the game keeps none
         */
        public Win {
            Objects.requireNonNull(winner, "winner");
            Objects.requireNonNull(reason, "reason");
            scores = List.copyOf(scores);
        }

        @Override
        public String notation() {
            return "win:" + winner.code() + ":" + reason.code();
        }
    }

    /**
     * A draw.
     *
     * @param reason why the game ended
     * @param scores final scores, empty when the game keeps none
     */
    record Draw(EndReason reason, List<Score> scores) implements Outcome {
        /**
         * Validates and copies the components.
         *
         * @param reason why the game ended
         * @param scores final scores, empty when the game keeps none
         */
        public Draw {
            Objects.requireNonNull(reason, "reason");
            scores = List.copyOf(scores);
        }

        @Override
        public String notation() {
            return "draw:" + reason.code();
        }
    }
}
