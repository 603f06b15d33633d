package io.github.boardrules.bargo.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.bargo.BargoRules;
import io.github.boardrules.bargo.Cell;
import io.github.boardrules.bargo.Direction;
import io.github.boardrules.testing.fuzz.FuzzContract;
import java.util.List;

/**
 * Jazzer targets for every Bargo entry point that reads text or takes a move. In {@code verify}
 * they run once per committed input in {@code BargoFuzzTestInputs/<target>}; with {@code
 * JAZZER_FUZZ=1} Jazzer mutates those inputs under coverage guidance (docs/reliability.md).
 */
class BargoFuzzTest {
    private static final Bargo GAME = Bargo.standard();

    /** Rules a played game may be under: the smallest boards end soon, the default, and komi. */
    private static final List<Bargo> RULES = List.of(
            GAME.withRules("base=2 komi=0"), GAME.withRules("base=3 komi=0"), GAME, GAME.withRules("base=4 komi=3"));

    /** The most moves one play input plays. */
    private static final int MAX_PLIES = 200;

    /** The longest position text the play target reads (a base-5 position is about 80 characters). */
    private static final int POSITION_LENGTH = 160;

    @FuzzTest(maxExecutions = FuzzContract.EXECUTIONS, maxDuration = FuzzContract.DURATION)
    void position(byte[] input) {
        FuzzContract.positions(GAME, input);
    }

    @FuzzTest(maxExecutions = FuzzContract.EXECUTIONS, maxDuration = FuzzContract.DURATION)
    void move(byte[] input) {
        FuzzContract.moves(GAME, input);
    }

    @FuzzTest(maxExecutions = FuzzContract.EXECUTIONS, maxDuration = FuzzContract.DURATION)
    void rules(byte[] input) {
        String text = FuzzContract.text(input);
        FuzzContract.readsOrRefuses(text, BargoRules::parse, BargoRules::notation);
        FuzzContract.rules(GAME, input);
    }

    @FuzzTest(maxExecutions = FuzzContract.EXECUTIONS, maxDuration = FuzzContract.DURATION)
    void record(byte[] input) {
        FuzzContract.records(GAME, input);
    }

    @FuzzTest(maxExecutions = FuzzContract.EXECUTIONS, maxDuration = FuzzContract.DURATION)
    void cell(FuzzedDataProvider data) {
        // Only bases 2..13 are documented; any other base is a caller's error (IllegalArgumentException).
        int base = data.consumeInt(BargoRules.MIN_BASE, BargoRules.MAX_BASE);
        String text = data.consumeRemainingAsString();
        FuzzContract.readsOrRefuses(text, t -> Cell.parse(base, t), Cell::notation);
        FuzzContract.readsOrRefuses(text, Direction::parse, Direction::code);
    }

    @FuzzTest(maxExecutions = FuzzContract.EXECUTIONS, maxDuration = FuzzContract.DURATION)
    void play(FuzzedDataProvider data) {
        FuzzContract.playsUnderSomeRules(RULES, data, POSITION_LENGTH, MAX_PLIES);
    }
}
