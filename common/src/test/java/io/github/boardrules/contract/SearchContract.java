package io.github.boardrules.contract;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Player;
import io.github.boardrules.common.Status;
import io.github.boardrules.common.search.SearchSupport;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The contract written on {@link SearchSupport}, as one property suite that every game module runs
 * against its own game (a class named {@code …SearchProperties} extending this one): round trips
 * between moves and actions, legal actions against the legal moves, symmetries against
 * {@link Game#apply} and {@link Game#status}, hash equality against position equality, and the
 * observation's bounds. Random states come from games played with the game's playout policy.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public abstract class SearchContract<S, M> {
    /**
     * The game under its default rules.
     *
     * @return the game
     */
    protected abstract Game<S, M> game();

    /**
     * The rules notations worth testing besides the default (each passed to {@link Game#withRules}).
     *
     * @return the notations, possibly empty
     */
    protected abstract List<String> otherRules();

    /**
     * The longest random game the suite plays, in plies.
     *
     * @return the limit
     */
    protected int maxPlies() {
        return 60;
    }

    /**
     * At most this many legal moves of a state are played out under each symmetry (all of them on
     * small boards); keeps the suite fast on large ones.
     *
     * @return the limit
     */
    protected int movesPerState() {
        return 12;
    }

    /**
     * What the game's hash promises to tell apart: by default the position notation and the status,
     * which is the position as every boardrules game defines it for its stable hash.
     *
     * @param game the game
     * @param state a state
     * @return a key equal for states that must hash equal, and different otherwise
     */
    protected String positionKey(Game<S, M> game, S state) {
        return game.formatPosition(state) + " | " + game.status(state).notation();
    }

    private Game<S, M> pick(long seed) {
        List<String> rules = otherRules();
        int choice = (int) Math.floorMod(seed, (long) rules.size() + 1);
        return choice == 0 ? game() : game().withRules(rules.get(choice - 1));
    }

    private List<S> states(Game<S, M> game, long seed) {
        return RandomGames.play(game, seed, maxPlies());
    }

    private static <S, M> SearchSupport<S, M> support(Game<S, M> game, S state) {
        return game.withRulesOf(state).searchSupport();
    }

    @Property(tries = 30)
    void actionsAndMovesAreOneToOneAndTheLegalActionsAreTheLegalMoves(@ForAll long seed) {
        Game<S, M> game = pick(seed);
        SearchSupport<S, M> search = game.searchSupport();
        for (S state : states(game, seed)) {
            List<M> legal = game.legalMoves(state);
            int[] expected = new int[legal.size()];
            for (int i = 0; i < expected.length; i++) {
                M move = legal.get(i);
                expected[i] = search.actionOf(move);
                assertTrue(expected[i] >= 0 && expected[i] < search.actionCount());
                assertEquals(move, search.moveOf(state, expected[i]), () -> game.formatMove(move));
            }
            Arrays.sort(expected);
            for (int i = 1; i < expected.length; i++) {
                assertNotEquals(expected[i - 1], expected[i], "distinct legal moves have distinct actions");
            }
            int[] actions = search.legalActions(state);
            assertArrayEquals(expected, actions, () -> game.formatPosition(state));
            long[] mask = search.legalActionMask(state);
            assertEquals((search.actionCount() + 63) / 64, mask.length);
            for (int action = 0; action < search.actionCount(); action++) {
                boolean set = (mask[action >>> 6] & 1L << action) != 0;
                assertEquals(Arrays.binarySearch(actions, action) >= 0, set, "mask bit " + action);
                if (!set) {
                    int refused = action;
                    assertThrows(IllegalMoveException.class, () -> search.moveOf(state, refused));
                }
            }
        }
    }

    @Property(tries = 15)
    void theActionPathAgreesWithMovesAndApply(@ForAll long seed) {
        Game<S, M> game = pick(seed);
        SearchSupport<S, M> search = game.searchSupport();
        int words = (search.actionCount() + 63) / 64;
        for (S state : states(game, seed)) {
            long[] mask = search.legalActionMask(state);
            // Written at an offset into a larger array: its own words only, the count returned.
            long[] out = new long[words + 2];
            Arrays.fill(out, -7L);
            int count = search.legalActionMask(state, out, 1);
            assertArrayEquals(mask, Arrays.copyOfRange(out, 1, 1 + words));
            assertEquals(-7L, out[0]);
            assertEquals(-7L, out[words + 1]);
            assertEquals(search.legalActions(state).length, count);
            if (search.actionCount() <= 64) {
                assertEquals(mask[0], search.legalActionWord(state));
            } else {
                assertThrows(IllegalStateException.class, () -> search.legalActionWord(state));
            }
            // Every action's legality; on large boards only some actions of each kind played, from
            // a seeded starting point so that the tries cover all of them.
            int legalPlayed = 0;
            int refusedPlayed = 0;
            int start = (int) Math.floorMod(seed, (long) search.actionCount());
            for (int i = 0; i < search.actionCount(); i++) {
                int action = (start + i) % search.actionCount();
                boolean legal = (mask[action >>> 6] & 1L << action) != 0;
                assertEquals(legal, search.isLegalAction(state, action), "isLegalAction " + action);
                if (legal ? legalPlayed++ >= movesPerState() : refusedPlayed++ >= movesPerState()) {
                    continue;
                }
                if (legal) {
                    S expected = game.apply(state, search.moveOf(state, action));
                    S actual = search.applyAction(state, action);
                    assertEquals(expected, actual, "applyAction " + action);
                    assertEquals(game.formatPosition(expected), game.formatPosition(actual));
                    assertEquals(game.status(expected), game.status(actual));
                } else {
                    int refused = action;
                    IllegalMoveException byMove =
                            assertThrows(IllegalMoveException.class, () -> search.moveOf(state, refused));
                    IllegalMoveException byAction =
                            assertThrows(IllegalMoveException.class, () -> search.applyAction(state, refused));
                    assertEquals(byMove.reason(), byAction.reason(), "the game's reason for action " + action);
                }
            }
        }
    }

    @Property(tries = 15)
    void theCandidateActionsAreAscendingAndHoldEveryLegalAction(@ForAll long seed) {
        Game<S, M> game = pick(seed);
        SearchSupport<S, M> search = game.searchSupport();
        for (S state : states(game, seed)) {
            int[] legal = search.legalActions(state);
            int count = search.candidateActionCount(state);
            assertEquals(legal.length == 0, count == 0, "no candidates exactly when nothing is legal");
            assertTrue(count >= legal.length && count <= search.actionCount());
            int[] candidates = new int[count];
            for (int k = 0; k < count; k++) {
                candidates[k] = search.candidateAction(state, k);
                assertTrue(candidates[k] >= 0 && candidates[k] < search.actionCount(), "in range");
                if (k > 0) {
                    assertTrue(candidates[k - 1] < candidates[k], "ascending, without repeats");
                }
            }
            for (int action : legal) {
                assertTrue(
                        Arrays.binarySearch(candidates, action) >= 0,
                        () -> "legal action " + action + " is a candidate");
            }
            // What the rejection loop relies on: isLegalAction tells the legal candidates apart.
            int kept = 0;
            for (int action : candidates) {
                kept += search.isLegalAction(state, action) ? 1 : 0;
            }
            assertEquals(legal.length, kept);
            assertThrows(IllegalArgumentException.class, () -> search.candidateAction(state, -1));
            assertThrows(IllegalArgumentException.class, () -> search.candidateAction(state, count));
        }
    }

    @Property(tries = 15)
    void theMoverResultIsTheStatusAsThePlayerToMoveSeesIt(@ForAll long seed) {
        Game<S, M> game = pick(seed);
        SearchSupport<S, M> search = game.searchSupport();
        for (S state : states(game, seed)) {
            Status status = game.status(state);
            Player mover = game.playerToMove(state);
            int expected;
            if (status instanceof Outcome.Win win) {
                expected = win.winner().equals(mover) ? SearchSupport.WIN : SearchSupport.LOSS;
            } else if (status instanceof Outcome.Draw) {
                expected = SearchSupport.DRAW;
            } else {
                expected = SearchSupport.ONGOING;
            }
            assertEquals(expected, search.moverResult(state), () -> game.formatPosition(state) + " " + status);
        }
    }

    @Property(tries = 10)
    void badArgumentsAreRefusedWithClearErrors(@ForAll long seed) {
        Game<S, M> game = pick(seed);
        SearchSupport<S, M> search = game.searchSupport();
        S state = game.initialState();
        assertThrows(IllegalArgumentException.class, () -> search.moveOf(state, -1));
        assertThrows(IllegalArgumentException.class, () -> search.moveOf(state, search.actionCount()));
        assertThrows(IllegalArgumentException.class, () -> search.applyAction(state, -1));
        assertThrows(IllegalArgumentException.class, () -> search.applyAction(state, search.actionCount()));
        assertThrows(IllegalArgumentException.class, () -> search.isLegalAction(state, search.actionCount()));
        long[] words = new long[(search.actionCount() + 63) / 64];
        assertThrows(IllegalArgumentException.class, () -> search.legalActionMask(state, words, 1));
        assertThrows(IllegalArgumentException.class, () -> search.legalActionMask(state, words, -1));
        assertThrows(IllegalArgumentException.class, () -> search.transform(state, search.symmetryCount()));
        assertThrows(IllegalArgumentException.class, () -> search.transformAction(0, -1));
        assertThrows(IllegalArgumentException.class, () -> search.transformAction(search.actionCount(), 0));
        float[] small = new float[search.observationSize() - 1];
        assertThrows(IllegalArgumentException.class, () -> search.observation(state, small, 0));
        float[] exact = new float[search.observationSize()];
        assertThrows(IllegalArgumentException.class, () -> search.observation(state, exact, 1));
        assertThrows(IllegalArgumentException.class, () -> search.observation(state, exact, -1));
    }

    @Property(tries = 20)
    void symmetriesCommuteWithApplyAndKeepTheStatus(@ForAll long seed) {
        Game<S, M> game = pick(seed);
        SearchSupport<S, M> search = game.searchSupport();
        SplittableRandom random = new SplittableRandom(seed);
        List<S> states = states(game, seed);
        for (S state : states) {
            assertSame(state, search.transform(state, 0));
            int[] actions = search.legalActions(state);
            for (int k = 0; k < search.symmetryCount(); k++) {
                S image = search.transform(state, k);
                int sym = k;
                assertEquals(state, search.transform(image, search.inverseSymmetry(k)), "inverse of " + k);
                assertEquals(game.status(state).notation(), game.status(image).notation(), "status under " + k);
                int[] expected = new int[actions.length];
                for (int i = 0; i < actions.length; i++) {
                    expected[i] = search.transformAction(actions[i], k);
                }
                Arrays.sort(expected);
                assertArrayEquals(expected, search.legalActions(image), () -> "symmetry " + sym + " of " + state);
                for (int n = 0; n < Math.min(movesPerState(), actions.length); n++) {
                    int action =
                            actions.length <= movesPerState() ? actions[n] : actions[random.nextInt(actions.length)];
                    S after = game.apply(state, search.moveOf(state, action));
                    M imageMove = search.moveOf(image, search.transformAction(action, k));
                    assertEquals(search.transform(after, k), game.apply(image, imageMove), () -> "symmetry " + sym);
                }
            }
        }
    }

    @Property(tries = 10)
    void transformedActionsArePermutations(@ForAll long seed) {
        SearchSupport<S, M> search = pick(seed).searchSupport();
        for (int k = 0; k < search.symmetryCount(); k++) {
            boolean[] seen = new boolean[search.actionCount()];
            for (int action = 0; action < search.actionCount(); action++) {
                int image = search.transformAction(action, k);
                assertFalse(seen[image], "two actions map to " + image + " under " + k);
                seen[image] = true;
                assertEquals(action, search.transformAction(image, search.inverseSymmetry(k)));
                if (k == 0) {
                    assertEquals(action, image);
                }
            }
        }
    }

    @Property(tries = 15)
    void equalHashesExactlyForEqualPositions(@ForAll long seed) {
        Game<S, M> game = pick(seed);
        Map<Long, String> keyOfHash = new HashMap<>();
        Map<String, Long> hashOfKey = new HashMap<>();
        List<S> all = new ArrayList<>();
        for (int g = 0; g < 4; g++) {
            for (S state : states(game, seed + g)) {
                all.add(state);
                // the same position without its history
                all.add(game.parsePosition(game.formatPosition(state)));
            }
        }
        for (S state : all) {
            SearchSupport<S, M> search = support(game, state);
            long hash = search.hash(state);
            String key = positionKey(game, state);
            String earlier = keyOfHash.putIfAbsent(hash, key);
            assertEquals(key, earlier == null ? key : earlier, "one hash, two positions");
            Long before = hashOfKey.putIfAbsent(key, hash);
            assertEquals(hash, before == null ? hash : before, "one position, two hashes");
        }
    }

    @Property(tries = 15)
    void observationsFillTheirRangeOnlyAndAreFinite(@ForAll long seed) {
        Game<S, M> game = pick(seed);
        SearchSupport<S, M> search = game.searchSupport();
        int[] shape = search.observationShape();
        assertEquals(3, shape.length);
        int size = search.observationSize();
        assertEquals(shape[0] * shape[1] * shape[2], size);
        for (S state : states(game, seed)) {
            float[] alone = search.observation(state);
            assertEquals(size, alone.length);
            float[] batch = new float[size + 10];
            Arrays.fill(batch, Float.NaN);
            search.observation(state, batch, 5);
            for (int i = 0; i < batch.length; i++) {
                if (i < 5 || i >= 5 + size) {
                    assertTrue(Float.isNaN(batch[i]), "float " + i + " outside the observation is untouched");
                } else {
                    assertTrue(Float.isFinite(batch[i]));
                    assertEquals(alone[i - 5], batch[i]);
                }
            }
        }
    }

    @Test
    void noTwoOfTenThousandDistinctPositionsShareAHash() {
        assertEquals(0, collisions(10_000), "hash collisions");
    }

    /**
     * The long check of the issue: run with {@code -Dboardrules.collisions=1000000} (and
     * {@code -Dtest=…SearchProperties}); it plays random games until that many distinct positions
     * have been hashed and fails on any collision.
     */
    @Test
    @EnabledIfSystemProperty(named = "boardrules.collisions", matches = "\\d+")
    void noCollisionsInManyDistinctPositions() {
        int positions = Integer.parseInt(System.getProperty("boardrules.collisions"));
        long start = System.nanoTime();
        assertEquals(0, collisions(positions), "hash collisions");
        System.out.printf(
                "%s: %d distinct positions, no collision, %.1f s%n",
                game(), positions, (System.nanoTime() - start) / 1e9);
    }

    /**
     * Hashes the positions of random games (of at most 400 plies) until {@code distinct} different
     * ones are seen, and counts the pairs of different positions with one hash.
     */
    private int collisions(int distinct) {
        Game<S, M> game = game();
        SearchSupport<S, M> search = game.searchSupport();
        Map<Long, String> keyOfHash = new HashMap<>();
        int collisions = 0;
        LongSupplier seeds = new SplittableRandom(distinct)::nextLong;
        // at most as many games as positions wanted: a small game (tic-tac-toe) has fewer positions
        for (int g = 0; g < distinct && keyOfHash.size() < distinct; g++) {
            for (S state : RandomGames.play(game, seeds.getAsLong(), 400)) {
                String key = positionKey(game, state);
                String earlier = keyOfHash.putIfAbsent(search.hash(state), key);
                if (earlier != null && !earlier.equals(key)) {
                    collisions++;
                }
            }
        }
        return collisions;
    }
}
