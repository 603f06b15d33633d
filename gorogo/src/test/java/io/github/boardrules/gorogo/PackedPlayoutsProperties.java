package io.github.boardrules.gorogo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.Playout;
import io.github.boardrules.common.PlayoutOptions;
import io.github.boardrules.common.PlayoutPolicy;
import io.github.boardrules.common.Playouts;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link Playouts} runs GoRoGo's own policy on the packed position instead of over
 * {@code legalMoves} and {@code apply}. Its games must be exactly the generic loop's: the same ply
 * count, an equal final state with the same last move and notation, and the same number of random
 * draws (the next draw of both sources agrees), from any start state, under every rules option and
 * with any ply limit.
 */
class PackedPlayoutsProperties {
    private static final List<GoRoGo> GAMES = List.of(
            GoRoGo.standard(),
            GoRoGo.standard().withRules("setup=c3"),
            GoRoGo.standard().withRules("lastHenge=loses"),
            GoRoGo.standard().withRules("setup=a1 lastHenge=loses"));

    /** The generic loop written out: the uniform choice over the legal-move list, applied. */
    private static Playout<GoRoGoState> generic(
            Game<GoRoGoState, GoRoGoMove> game, GoRoGoState start, SplittableRandom random, int maxPlies) {
        GoRoGoState state = start;
        int plies = 0;
        while (plies < maxPlies) {
            List<GoRoGoMove> moves = game.legalMoves(state);
            if (moves.isEmpty()) {
                break;
            }
            state = game.apply(state, moves.get(random.nextInt(moves.size())));
            plies++;
        }
        return new Playout<>(state, plies);
    }

    private static void assertSameGame(
            GoRoGo game,
            Playout<GoRoGoState> expected,
            SplittableRandom expectedRandom,
            Playout<GoRoGoState> actual,
            SplittableRandom actualRandom) {
        String where = expected.finalState() + " after " + expected.plies();
        assertEquals(expected.plies(), actual.plies(), where);
        assertEquals(expected.finalState(), actual.finalState(), where);
        assertEquals(expected.finalState().lastMove(), actual.finalState().lastMove(), where);
        assertEquals(expected.finalState().toString(), actual.finalState().toString(), where);
        assertEquals(game.status(expected.finalState()), game.status(actual.finalState()), where);
        assertEquals(game.legalMoves(expected.finalState()), game.legalMoves(actual.finalState()), where);
        assertEquals(expectedRandom.nextLong(), actualRandom.nextLong(), "random draws differ: " + where);
    }

    @Property(tries = 600)
    void thePackedLoopPlaysTheGenericLoopsGames(
            @ForAll long seed,
            @ForAll @IntRange(min = 0, max = 3) int rules,
            @ForAll @IntRange(min = 0, max = 26) int startPly,
            @ForAll @IntRange(min = 0, max = 30) int maxPlies,
            @ForAll boolean parsedStart) {
        GoRoGo game = GAMES.get(rules);
        // Start anywhere in a random game, ended ones included; a parsed start has no last move
        // and a legal-move word computed on reading.
        List<GoRoGoState> line = RandomGamesProperties.randomGame(game, ~seed);
        GoRoGoState start = line.get(Math.min(startPly, line.size() - 1));
        if (parsedStart) {
            GoRoGoState parsed = game.parsePosition(game.formatPosition(start));
            start = parsed.equals(start) ? parsed : start; // a Henge-last ending reads back as the position only
        }
        int limit = maxPlies == 30 ? Integer.MAX_VALUE : maxPlies;
        SplittableRandom expectedRandom = new SplittableRandom(seed);
        SplittableRandom actualRandom = new SplittableRandom(seed);
        Playout<GoRoGoState> expected = generic(game, start, expectedRandom, limit);
        Playout<GoRoGoState> actual = Playouts.play(game, start, actualRandom, limit, game.playoutPolicy());
        assertSameGame(game, expected, expectedRandom, actual, actualRandom);
    }

    @Property(tries = 300)
    void everyPlayoutEntryPointPlaysTheSameGames(@ForAll long seed, @ForAll @IntRange(min = 0, max = 3) int rules) {
        GoRoGo game = GAMES.get(rules);
        GoRoGoState start = game.initialState();
        Playout<GoRoGoState> expected = generic(game, start, new SplittableRandom(seed), Integer.MAX_VALUE);
        // The seeded overload, the game's own policy and the plain uniform policy (the generic loop).
        Playout<GoRoGoState> seeded =
                Playouts.play(game, start, PlayoutOptions.builder().seed(seed).build());
        Playout<GoRoGoState> own = Playouts.play(game, start, new SplittableRandom(seed));
        Playout<GoRoGoState> uniform =
                Playouts.play(game, start, new SplittableRandom(seed), Integer.MAX_VALUE, PlayoutPolicy.uniform());
        for (Playout<GoRoGoState> playout : List.of(seeded, own, uniform)) {
            assertEquals(expected.plies(), playout.plies());
            assertEquals(expected.finalState(), playout.finalState());
            assertEquals(expected.finalState().lastMove(), playout.finalState().lastMove());
        }
    }

    @Property(tries = 200)
    void theOwnPolicyChoosesUniformlyWhenAskedForOneMove(@ForAll long seed) {
        // Callers that run their own loop ask the policy for single moves: the uniform draw. So the
        // policy says it is uniform, and the seeded uniform playouts use its packed loop.
        assertTrue(GoRoGo.standard().playoutPolicy().isUniform());
        for (GoRoGoState state : RandomGamesProperties.randomGame(GoRoGo.standard(), seed)) {
            List<GoRoGoMove> moves = GoRoGo.standard().legalMoves(state);
            if (moves.isEmpty()) {
                continue;
            }
            SplittableRandom random = new SplittableRandom(seed);
            GoRoGoMove expected = moves.get(new SplittableRandom(seed).nextInt(moves.size()));
            assertSame(expected, GoRoGo.standard().playoutPolicy().choose(state, moves, random));
        }
    }

    /** GoRoGo without Henge from hand: another game over the same types, answering for GoRoGo otherwise. */
    @SuppressWarnings("unchecked")
    private static Game<GoRoGoState, GoRoGoMove> withoutHengeMoves(GoRoGo game) {
        InvocationHandler handler = (proxy, method, args) -> {
            Object answer = method.invoke(game, args);
            if (method.getName().equals("legalMoves")) {
                return ((List<GoRoGoMove>) answer)
                        .stream()
                                .filter(move -> !(move instanceof GoRoGoMove.Henge))
                                .toList();
            }
            return answer;
        };
        return (Game<GoRoGoState, GoRoGoMove>)
                Proxy.newProxyInstance(Game.class.getClassLoader(), new Class<?>[] {Game.class}, handler);
    }

    @Property(tries = 100)
    void aGameWrappingGoRoGoPlaysItsOwnMovesUnderGoRoGosPolicy(@ForAll long seed) {
        // The packed loop knows GoRoGo's moves only: with another game, even one handing out
        // GoRoGo's policy, Playouts must play that game's legal moves.
        Game<GoRoGoState, GoRoGoMove> wrapper = withoutHengeMoves(GoRoGo.standard());
        PlayoutPolicy<GoRoGoState, GoRoGoMove> policy = wrapper.playoutPolicy();
        assertSame(GoRoGo.standard().playoutPolicy(), policy);
        GoRoGoState start = wrapper.initialState();
        Playout<GoRoGoState> expected = generic(wrapper, start, new SplittableRandom(seed), Integer.MAX_VALUE);
        Playout<GoRoGoState> actual =
                Playouts.play(wrapper, start, new SplittableRandom(seed), Integer.MAX_VALUE, policy);
        Playout<GoRoGoState> seeded = Playouts.play(
                wrapper, start, PlayoutOptions.builder().seed(seed).build());
        assertEquals(expected, actual);
        assertEquals(expected, seeded);
        assertEquals(
                4,
                expected.finalState().hengeInHand(Colour.BLACK)
                        + expected.finalState().hengeInHand(Colour.WHITE));
    }
}
