package io.github.boardrules.cli.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.GameRecord;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.IllegalMoveReason;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.TextFuzz;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * Every parser of every game under random and mutated text (the only acceptable outcomes are a
 * correct parse or a {@link NotationException} whose message names the problem), and {@code apply}
 * and {@code check} under syntactically valid moves in random reachable states (a move is accepted
 * if and only if it is listed, and a refused move changes nothing).
 */
class GameFuzzProperties {
    private static final Map<String, AtomicLong> TRIED = new ConcurrentHashMap<>();

    static void readOrRefused(String parser, String input, Runnable parse) {
        TRIED.computeIfAbsent(parser, key -> new AtomicLong()).incrementAndGet();
        try {
            parse.run();
        } catch (NotationException e) {
            assertFalse(e.getMessage().isBlank());
            assertFalse(e.field().isBlank());
            assertTrue(e.offset() >= 0 && e.offset() <= input.length(), parser + ": offset " + e.offset());
        }
    }

    @Property
    void positions(@ForAll("games") Samples samples, @ForAll long seed) {
        String input = fuzz(samples.positions(), seed);
        Game<?, ?> game = samples.setup().game();
        readOrRefused(game.id() + " positions", input, () -> roundTrip(game, input));
    }

    private static <S, M> void roundTrip(Game<S, M> game, String input) {
        S state = game.parsePosition(input);
        // Whatever is accepted is a valid state: it formats and reads back to an equal position.
        assertEquals(game.formatPosition(state), game.formatPosition(game.parsePosition(game.formatPosition(state))));
        game.legalMoves(state);
        game.status(state);
    }

    @Property
    void moves(@ForAll("games") Samples samples, @ForAll long seed) {
        String input = fuzz(samples.moves(), seed);
        readOrRefused(samples.setup().game().id() + " moves", input, () -> parseMove(samples, input));
    }

    private static <S, M> void parseMove(Samples samples, String input) {
        @SuppressWarnings("unchecked")
        Game<S, M> game = (Game<S, M>) samples.setup().game();
        @SuppressWarnings("unchecked")
        S state = (S) samples.states()
                .get(Math.floorMod(input.hashCode(), samples.states().size()));
        M move = game.parseMove(state, input);
        assertEquals(move, game.parseMove(state, game.formatMove(move)));
    }

    @Property(tries = 300)
    void records(@ForAll("games") Samples samples, @ForAll long seed) {
        String input = fuzz(samples.records(), seed);
        Game<?, ?> game = samples.setup().game();
        readOrRefused(game.id() + " records", input, () -> GameRecord.parse(game, input));
    }

    @Property
    void rules(@ForAll("games") Samples samples, @ForAll long seed) {
        String input = fuzz(samples.rules(), seed);
        Game<?, ?> game = samples.setup().game();
        readOrRefused(game.id() + " rules", input, () -> game.withRules(input).initialState());
    }

    @Property
    void randomText(@ForAll("games") Samples samples, @ForAll("noise") String input) {
        Game<?, ?> game = samples.setup().game();
        readOrRefused(game.id() + " positions", input, () -> roundTrip(game, input));
        readOrRefused(game.id() + " moves", input, () -> parseMove(samples, input));
        readOrRefused(game.id() + " records", input, () -> GameRecord.parse(game, input));
        readOrRefused(game.id() + " rules", input, () -> game.withRules(input).initialState());
    }

    @Property
    void applyAcceptsExactlyTheListedMoves(@ForAll("games") Samples samples, @ForAll long seed) {
        TRIED.computeIfAbsent(samples.setup().game().id() + " apply/check", key -> new AtomicLong())
                .incrementAndGet();
        tryMove(samples, seed);
    }

    private static <S, M> void tryMove(Samples samples, long seed) {
        @SuppressWarnings("unchecked")
        Game<S, M> game = (Game<S, M>) samples.setup().game();
        @SuppressWarnings("unchecked")
        S state = (S) samples.states()
                .get((int) Math.floorMod(seed, (long) samples.states().size()));
        String text = samples.moves()
                .get((int) Math.floorMod(seed >>> 20, (long) samples.moves().size()));
        M move = game.parseMove(state, text);
        String before = game.formatPosition(state);
        int hash = state.hashCode();
        boolean listed = game.legalMoves(state).contains(move);
        Optional<IllegalMoveReason> reason = game.check(state, move);
        assertEquals(listed, reason.isEmpty(), text + " in " + before);
        try {
            game.apply(state, move);
            assertTrue(listed, text + " was applied but is not listed in " + before);
        } catch (IllegalMoveException e) {
            assertFalse(listed, text + " is listed but was refused in " + before);
            assertEquals(reason.orElseThrow(), e.reason());
        }
        assertEquals(before, game.formatPosition(state), "the input state changed");
        assertEquals(hash, state.hashCode());
    }

    private static String fuzz(List<String> valid, long seed) {
        int kind = (int) Math.floorMod(seed, 10L);
        String base = valid.get((int) Math.floorMod(seed >>> 8, (long) valid.size()));
        if (kind == 9) {
            return base; // valid inputs must keep being read
        }
        return TextFuzz.mutate(base, kind, seed >>> 4);
    }

    @Provide
    Arbitrary<String> noise() {
        return TextFuzz.noise();
    }

    @Provide
    Arbitrary<Samples> games() {
        return Arbitraries.of(Samples.all());
    }

    @AfterContainer
    static void report() {
        System.out.println("fuzz inputs tried: " + new java.util.TreeMap<>(TRIED));
    }
}
