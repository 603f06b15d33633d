package io.github.boardrules.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.GameRecord;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.IllegalMoveReason;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Playout;
import io.github.boardrules.common.PlayoutPolicy;
import io.github.boardrules.common.Playouts;
import io.github.boardrules.common.Status;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The contract written on {@link Game}, as one property suite that every game module runs against
 * its own game: a module adds a class extending this one (named {@code …ContractProperties} so the
 * build runs it) and says which game, which rules variants and how long random games may run.
 *
 * <p>Random states come from games played with the game's own {@linkplain Game#playoutPolicy()
 * playout policy} from the start states of {@link #games()}; illegal moves are drawn from the moves
 * that are legal in other random states of the same game, so every game's own kinds of refusal are
 * reached without the suite knowing them.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public abstract class GameContract<S, M> {
    /**
     * The game under its default rules.
     *
     * @return the game
     */
    protected abstract Game<S, M> game();

    /**
     * The rules notations worth testing besides the default, e.g. {@code base=3 komi=2}; each is
     * passed to {@link Game#withRules}.
     *
     * @return the notations, possibly empty
     */
    protected abstract List<String> otherRules();

    /**
     * The longest random game the suite plays, in plies, to keep a run short.
     *
     * @return the limit
     */
    protected int maxPlies() {
        return 120;
    }

    /** The default game and one instance per {@link #otherRules()} notation. */
    private List<Game<S, M>> games() {
        List<Game<S, M>> games = new ArrayList<>();
        games.add(game());
        for (String rules : otherRules()) {
            games.add(game().withRules(rules));
        }
        return games;
    }

    /** The states of one random game, from its start up to {@code plies} plies. */
    private List<S> randomGame(Game<S, M> game, long seed, int plies) {
        return RandomGames.play(game, seed, plies);
    }

    private Game<S, M> pick(long seed) {
        List<Game<S, M>> games = games();
        return games.get((int) Math.floorMod(seed, (long) games.size()));
    }

    @Property(tries = 60)
    void legalMovesApplyAndPassTheCheck(@ForAll long seed) {
        Game<S, M> game = pick(seed);
        for (S state : randomGame(game, seed, maxPlies())) {
            List<M> legal = game.legalMoves(state);
            assertEquals(legal.isEmpty(), game.status(state) instanceof Outcome, "empty move list iff outcome");
            assertEquals(legal.size(), new HashSet<>(legal).size(), "no move is listed twice");
            for (M move : legal) {
                assertEquals(Optional.empty(), game.check(state, move), () -> game.formatMove(move));
                assertNotNull(game.apply(state, move));
            }
        }
    }

    @Property(tries = 40)
    void everyOtherMoveIsRefusedWithItsReasonAndChangesNothing(@ForAll long seed) {
        Game<S, M> game = pick(seed);
        List<S> states = randomGame(game, seed, maxPlies());
        Set<M> pool = new LinkedHashSet<>();
        for (S other : randomGame(game, seed + 1, maxPlies())) {
            pool.addAll(game.legalMoves(other));
        }
        for (S state : states) {
            Set<M> legal = new HashSet<>(game.legalMoves(state));
            String before = game.formatPosition(state);
            int hash = state.hashCode();
            for (M move : pool) {
                if (legal.contains(move)) {
                    continue;
                }
                Optional<IllegalMoveReason> reason = game.check(state, move);
                assertTrue(reason.isPresent(), () -> game.formatMove(move) + " is refused in " + before);
                IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> game.apply(state, move));
                assertEquals(reason.get(), e.reason(), "apply and check give the same reason");
                assertEquals(before, game.formatPosition(state), "a refused move changes nothing");
                assertEquals(hash, state.hashCode());
            }
        }
    }

    @Property(tries = 60)
    void applyIsPureAndDeterministic(@ForAll long seed) {
        Game<S, M> game = pick(seed);
        Game<S, M> twin = game.withRules(game.rulesNotation());
        assertEquals(game, twin, "instances with the same rules are equal");
        for (S state : randomGame(game, seed, maxPlies())) {
            String before = game.formatPosition(state);
            List<M> legal = game.legalMoves(state);
            assertEquals(legal, twin.legalMoves(state));
            assertEquals(game.status(state), twin.status(state));
            for (M move : legal) {
                S once = game.apply(state, move);
                S again = twin.apply(state, move);
                assertEquals(once, again);
                assertEquals(once.hashCode(), again.hashCode());
                assertEquals(game.formatPosition(once), game.formatPosition(again));
            }
            assertEquals(before, game.formatPosition(state), "apply never changes its input");
        }
    }

    @Property(tries = 40)
    void aStateIsJudgedByItsOwnRulesWhateverTheInstance(@ForAll long seed) {
        Game<S, M> game = pick(seed);
        List<Game<S, M>> judges = games();
        for (S state : randomGame(game, seed, maxPlies())) {
            assertEquals(game, game.withRulesOf(state), "a state carries the rules it was played under");
            List<M> legal = game.legalMoves(state);
            Status status = game.status(state);
            for (Game<S, M> judge : judges) {
                assertEquals(game, judge.withRulesOf(state));
                assertEquals(legal, judge.legalMoves(state));
                assertEquals(status, judge.status(state));
                assertEquals(game.formatPosition(state), judge.formatPosition(state));
                for (M move : legal) {
                    assertEquals(game.apply(state, move), judge.apply(state, move));
                }
            }
        }
    }

    @Property(tries = 60)
    void notationRoundTrips(@ForAll long seed) {
        Game<S, M> game = pick(seed);
        for (S state : randomGame(game, seed, maxPlies())) {
            String position = game.formatPosition(state);
            S read = game.parsePosition(position);
            assertEquals(position, game.formatPosition(read));
            assertEquals(game, game.withRulesOf(read), "a position is read under the instance's rules");
            assertEquals(game.playerToMove(state), game.playerToMove(read));
            for (M move : game.legalMoves(state)) {
                String text = game.formatMove(move);
                assertEquals(move, game.parseMove(state, text));
                assertEquals(text, game.formatMove(game.parseMove(read, text)));
            }
        }
    }

    @Property(tries = 40)
    void recordsReadBackToEqualGames(@ForAll long seed, @ForAll @IntRange(min = 0, max = 60) int plies) {
        Game<S, M> game = pick(seed);
        SplittableRandom random = new SplittableRandom(seed);
        PlayoutPolicy<S, M> policy = game.playoutPolicy();
        S state = game.initialState();
        List<M> moves = new ArrayList<>();
        while (moves.size() < plies) {
            List<M> legal = game.legalMoves(state);
            if (legal.isEmpty()) {
                break;
            }
            M move = policy.choose(state, legal, random);
            moves.add(move);
            state = game.apply(state, move);
        }
        GameRecord<S, M> record = GameRecord.fromStart(game, moves);
        String text = record.format();
        GameRecord<S, M> back = GameRecord.parse(game(), text);
        assertEquals(record, back);
        assertEquals(state, back.finalState());
        assertEquals(text, back.format());
        // A record started from a later position, read with any instance, is the same game. A
        // position notation need not record how a game ended (an endless sowing, a repetition), so
        // this holds for positions whose status survives being written and read.
        GameRecord<S, M> later = new GameRecord<>(game(), state, List.of());
        assertEquals(game, later.game(), "a record takes the rules of its start state");
        S reread = game.parsePosition(game.formatPosition(state));
        if (game.status(reread).equals(game.status(state))) {
            assertEquals(
                    later.format(), GameRecord.parse(game(), later.format()).format());
        }
    }

    @Property(tries = 40)
    void aSeedFixesAPlayoutUnderTheGamesPolicy(@ForAll long seed) {
        Game<S, M> game = pick(seed);
        Playout<S> first = Playouts.play(game, game.initialState(), new SplittableRandom(seed));
        Playout<S> second = Playouts.play(game, game.initialState(), new SplittableRandom(seed));
        assertEquals(first, second);
        int limit = game.playoutPolicy().maxPlies(game.initialState());
        assertTrue(first.plies() <= limit);
        assertTrue(first.plies() == limit || game.status(first.finalState()).isOver());
        assertFalse(
                first.plies() < limit && !game.legalMoves(first.finalState()).isEmpty());
    }

    @Property(tries = 40)
    void playoutsPlayTheGamesThePolicyChooses(@ForAll long seed, @ForAll @IntRange(min = 0, max = 40) int startPly) {
        // A game's policy may play whole playouts on its own representation (GoRoGo's does):
        // Playouts must still play the games its choose() picks over legalMoves and apply, with
        // the same random draws, whichever overload is called.
        Game<S, M> game = pick(seed);
        List<S> line = randomGame(game, ~seed, startPly);
        S start = line.get(line.size() - 1);
        PlayoutPolicy<S, M> policy = game.playoutPolicy();
        int limit = Math.min(policy.maxPlies(start), maxPlies());
        SplittableRandom expectedRandom = new SplittableRandom(seed);
        S expected = start;
        int plies = 0;
        while (plies < limit) {
            List<M> legal = game.legalMoves(expected);
            if (legal.isEmpty()) {
                break;
            }
            expected = game.apply(expected, policy.choose(expected, legal, expectedRandom));
            plies++;
        }
        SplittableRandom random = new SplittableRandom(seed);
        Playout<S> playout = Playouts.play(game, start, random, limit, policy);
        assertEquals(new Playout<>(expected, plies), playout);
        assertEquals(game.formatPosition(expected), game.formatPosition(playout.finalState()));
        assertEquals(expectedRandom.nextLong(), random.nextLong(), "the same number of random draws");
    }
}
