package io.github.boardrules.cli.hardening;

import io.github.boardrules.cli.CliGame;
import io.github.boardrules.cli.GameRegistry;
import io.github.boardrules.cli.GameSetup;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.GameRecord;
import io.github.boardrules.common.Playout;
import io.github.boardrules.common.Playouts;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Valid inputs of every registered game, collected from seeded random games: positions, moves,
 * game records and rules strings — the seeds of the fuzz suites — and reachable states.
 *
 * @param setup the game
 * @param states reachable states, the start included
 * @param positions their notations
 * @param moves every move notation seen
 * @param records records of the sampled games
 * @param rules valid rules strings
 */
record Samples(
        GameSetup<?, ?> setup,
        List<Object> states,
        List<String> positions,
        List<String> moves,
        List<String> records,
        List<String> rules) {
    private static final List<Samples> ALL = collectAll();

    static List<Samples> all() {
        return ALL;
    }

    static Samples of(String id) {
        for (Samples samples : ALL) {
            if (samples.setup().game().id().equals(id)) {
                return samples;
            }
        }
        throw new IllegalArgumentException(id);
    }

    private static List<Samples> collectAll() {
        List<Samples> all = new ArrayList<>();
        for (CliGame game : GameRegistry.games()) {
            all.add(collect(GameSetup.of(game.game())));
        }
        return List.copyOf(all);
    }

    private static <S, M> Samples collect(GameSetup<S, M> setup) {
        Game<S, M> game = setup.game();
        List<Object> states = new ArrayList<>();
        Set<String> positions = new LinkedHashSet<>();
        Set<String> moves = new LinkedHashSet<>();
        List<String> records = new ArrayList<>();
        for (int g = 0; g < 6; g++) {
            SplittableRandom random = new SplittableRandom(g);
            S state = setup.start();
            List<M> played = new ArrayList<>();
            states.add(state);
            positions.add(game.formatPosition(state));
            for (int ply = 0; ply < 60 && !game.status(state).isOver(); ply++) {
                List<M> legal = game.legalMoves(state);
                for (M move : legal) {
                    moves.add(game.formatMove(move));
                }
                M move = setup.policy().choose(state, legal, random);
                state = game.apply(state, move);
                played.add(move);
                states.add(state);
                positions.add(game.formatPosition(state));
            }
            records.add(new GameRecord<>(game, setup.start(), played).format());
        }
        Playout<S> longGame = Playouts.play(game, setup.start(), new SplittableRandom(99), 2000, setup.policy());
        states.add(longGame.finalState());
        positions.add(game.formatPosition(longGame.finalState()));
        List<String> rules = List.of(
                game.rulesNotation(), game.withRules(game.rulesNotation()).rulesNotation());
        return new Samples(setup, List.copyOf(states), List.copyOf(positions), List.copyOf(moves), records, rules);
    }
}
