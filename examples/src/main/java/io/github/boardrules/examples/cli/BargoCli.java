package io.github.boardrules.examples.cli;

import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.bargo.BargoMove;
import io.github.boardrules.bargo.BargoRules;
import io.github.boardrules.bargo.BargoState;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.PlayoutPolicy;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Registers Bargo with the tool. Options: {@code --size N} (the board base, 2..13, default 5) and
 * {@code --komi K} (default 0). With {@code --from} the base and komi come from the position; an
 * option that contradicts the position is an error. {@code bench} plays uniformly random moves,
 * except that once passing is legal it passes with probability 0.05 (and otherwise picks uniformly
 * among the other moves), and stops a playout after 4 × cells plies.
 */
final class BargoCli implements CliGame {
    /** The probability of passing, once passing is legal, in {@code bench} playouts. */
    static final double PASS_PROBABILITY = 0.05;

    @Override
    public String id() {
        return "bargo";
    }

    @Override
    public Set<String> optionNames() {
        return Set.of("size", "komi");
    }

    @Override
    public GameSetup<?, ?> setup(Map<String, String> options, @Nullable String from) {
        @Nullable Integer size = integer(options, "size");
        @Nullable Integer komi = integer(options, "komi");
        Bargo game;
        BargoState start;
        if (from == null) {
            int base = size == null ? BargoRules.DEFAULT_BASE : size;
            int k = komi == null ? 0 : komi;
            try {
                game = Bargo.withRules(BargoRules.of(base, k));
            } catch (IllegalArgumentException e) {
                String field = base < BargoRules.MIN_BASE || base > BargoRules.MAX_BASE ? "size" : "komi";
                throw new NotationException(field, 0, options.getOrDefault(field, ""), String.valueOf(e.getMessage()));
            }
            start = game.initialState();
        } else {
            start = Bargo.readPosition(from);
            if (size != null && size != start.base()) {
                throw new NotationException(
                        "size",
                        0,
                        options.get("size"),
                        "--size " + size + " contradicts the base-" + start.base() + " position");
            }
            if (komi != null && komi != start.rules().komi()) {
                throw new NotationException(
                        "komi",
                        0,
                        options.get("komi"),
                        "--komi " + komi + " contradicts the position's komi "
                                + start.rules().komi());
            }
            game = Bargo.withRules(start.rules());
        }
        return new GameSetup<>(game, start, benchPolicy(), 4 * game.rules().cells());
    }

    /**
     * The bench policy: a uniformly random legal move, but once passing is legal (it is then the last
     * legal move) pass with probability 0.05 and otherwise choose uniformly among the other moves.
     *
     * @return the policy
     */
    static PlayoutPolicy<BargoState, BargoMove> benchPolicy() {
        return (state, moves, random) -> {
            int n = moves.size();
            BargoMove last = moves.get(n - 1);
            if (last instanceof BargoMove.Pass) {
                if (n == 1 || random.nextDouble() < PASS_PROBABILITY) {
                    return last;
                }
                return moves.get(random.nextInt(n - 1));
            }
            return moves.get(random.nextInt(n));
        };
    }

    private static @Nullable Integer integer(Map<String, String> options, String name) {
        String text = options.get(name);
        if (text == null) {
            return null;
        }
        String trimmed = text.strip();
        if (!trimmed.matches("-?[0-9]{1,6}")) {
            throw new NotationException(name, 0, text, "expected an integer");
        }
        return Integer.parseInt(trimmed);
    }

    @Override
    public String toString() {
        return "bargo " + List.of("--size", "--komi");
    }
}
