package io.github.boardrules.common;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.testing.tictactoe.TicTacToe;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * The common parsers under random and mutated input: each input is read correctly or refused with
 * a {@link NotationException} whose message names the problem — nothing else is acceptable.
 */
class ParserFuzzProperties {
    private static final AtomicLong TRIED = new AtomicLong();
    private static final List<String> COORDINATES = List.of("a1", "c3", "K12", "z99", "b7");
    private static final List<String> RECORDS = List.of(
            GameRecord.fromStart(TicTacToe.GAME, List.of(FileRank.parse("b2"), FileRank.parse("a1")))
                    .format(),
            "game: tictactoe\nrules:\nstart: x../.o./... x\nmoves: c1 c3\n",
            "game: tictactoe\nrules:\nstart: .../.../... x\nmoves: b2 a2 a1 b1 c3\nresult: win:b:line\n");

    static void assertReadOrRefused(String input, Runnable parse) {
        TRIED.incrementAndGet();
        try {
            parse.run();
        } catch (NotationException e) {
            assertFalse(e.getMessage().isBlank());
            assertTrue(e.offset() >= 0 && e.offset() <= input.length(), "offset " + e.offset() + " outside the input");
            assertFalse(e.field().isBlank());
        }
    }

    @Property
    void coordinates(@ForAll("coordinates") String input) {
        assertReadOrRefused(input, () -> FileRank.parse(input));
    }

    @Property
    void gameRecords(@ForAll("records") String input) {
        assertReadOrRefused(input, () -> GameRecord.parse(TicTacToe.GAME, input));
    }

    @Provide
    Arbitrary<String> coordinates() {
        return TextFuzz.inputsAround(COORDINATES);
    }

    @Provide
    Arbitrary<String> records() {
        return TextFuzz.inputsAround(RECORDS);
    }

    @AfterContainer
    static void report() {
        System.out.println("common parsers: " + TRIED.get() + " fuzz inputs tried");
    }
}
