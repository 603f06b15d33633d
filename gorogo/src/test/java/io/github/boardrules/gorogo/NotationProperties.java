package io.github.boardrules.gorogo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.GameRecord;
import io.github.boardrules.common.NotationException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The GoRoGo parsers under mutated input: every input is read — and then writes back to text that
 * reads to the same value — or refused with a {@link NotationException} naming a field and an
 * offset inside the input; never another exception. The number of tries follows jqwik's default,
 * so the {@code fuzz} profile runs these long.
 */
class NotationProperties {
    private static final GoRoGo GAME = GoRoGo.standard();
    private static final GoRoGo HENGE_LAST = GAME.withRules("lastHenge=loses");
    private static final GoRoGo CENTRE = GoRoGo.withRules(GoRoGoRules.withSetup(Point.parse("c3")));
    private static final String ALPHABET = "BWH./ bw0123456789,hHabcdeEf6=-xsetupoillgL\t";
    private static final List<String> MOVES =
            List.of("c3", "Hc3", "hE5", "a1", "H", "setup=c3", "lastHenge=loses setup=c3");

    private static String mutate(String text, SplittableRandom random) {
        StringBuilder out = new StringBuilder(text);
        int edits = 1 + random.nextInt(4);
        for (int i = 0; i < edits; i++) {
            int at = out.length() == 0 ? 0 : random.nextInt(out.length());
            char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
            switch (random.nextInt(4)) {
                case 0 -> {
                    if (out.length() > 0) {
                        out.setCharAt(at, c);
                    }
                }
                case 1 -> {
                    if (out.length() > 0) {
                        out.deleteCharAt(at);
                    }
                }
                case 2 -> out.insert(at, c);
                default -> out.setLength(at);
            }
        }
        return out.toString();
    }

    private static <T> T readOrRefused(String input, Supplier<T> parse, T fallback) {
        try {
            return parse.get();
        } catch (NotationException e) {
            assertFalse(e.field().isBlank());
            assertFalse(e.getMessage().isBlank());
            assertTrue(e.offset() >= 0 && e.offset() <= input.length(), "offset " + e.offset() + " in '" + input + "'");
            return fallback;
        }
    }

    @Property
    void positions(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<GoRoGoState> game = RandomGamesProperties.randomGame(seed);
        String text = mutate(GAME.formatPosition(game.get(random.nextInt(game.size()))), random);
        GoRoGoState read = readOrRefused(text, () -> GAME.parsePosition(text), null);
        if (read != null) {
            assertEquals(read, GAME.parsePosition(GAME.formatPosition(read)));
            assertEquals(text, GAME.formatPosition(read), "only canonical text is accepted");
        }
    }

    @Property
    void movesAndRules(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        String text = mutate(MOVES.get(random.nextInt(MOVES.size())), random);
        GoRoGoState state = random.nextBoolean() ? GAME.initialState() : CENTRE.initialState();
        GoRoGoMove move = readOrRefused(text, () -> GAME.parseMove(state, text), null);
        if (move != null) {
            assertEquals(move, GAME.parseMove(state, GAME.formatMove(move)));
        }
        GoRoGoRules rules = readOrRefused(text, () -> GoRoGoRules.parse(text), null);
        if (rules != null) {
            assertEquals(rules, GoRoGoRules.parse(rules.notation()));
        }
    }

    @Property(tries = 200)
    void onlineRecordsReplayToEqualStates(@ForAll long seed) {
        List<GoRoGoState> states = RandomGamesProperties.randomGame(HENGE_LAST, seed);
        List<GoRoGoMove> moves = new ArrayList<>();
        for (GoRoGoState state : states) {
            state.lastMove().ifPresent(moves::add);
        }
        GameRecord<GoRoGoState, GoRoGoMove> record = GameRecord.fromStart(HENGE_LAST, moves);
        GameRecord<GoRoGoState, GoRoGoMove> read = GameRecord.parse(GAME, record.format());
        assertEquals(HENGE_LAST, read.game());
        assertEquals(states.get(states.size() - 1), read.finalState());
        assertEquals(record.format(), read.format());
    }
}
