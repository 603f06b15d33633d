package io.github.boardrules.baokigogo.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.boardrules.baokigogo.BaoKigogo;
import io.github.boardrules.baokigogo.BaoRules;
import io.github.boardrules.baokigogo.Hole;
import io.github.boardrules.testing.fuzz.FuzzContract;
import java.util.List;

/**
 * Jazzer targets for every Bao Kigogo entry point that reads text or takes a move. In {@code
 * verify} they run once per committed input in {@code BaoKigogoFuzzTestInputs/<target>}; with
 * {@code JAZZER_FUZZ=1} Jazzer mutates those inputs under coverage guidance (docs/reliability.md).
 */
class BaoKigogoFuzzTest {
    private static final BaoKigogo GAME = BaoKigogo.standard();

    /** Rules a played game may be under: the default, Hawalis, and a small lap bound that bites. */
    private static final List<BaoKigogo> RULES =
            List.of(GAME, GAME.withRules("endless=loss"), GAME.withRules("laps=60"));

    /** The most moves one play input plays; Bao games run to a few hundred moves. */
    private static final int MAX_PLIES = 300;

    /** The longest position text the play target reads (a position is about 150 characters). */
    private static final int POSITION_LENGTH = 200;

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
        FuzzContract.readsOrRefuses(text, BaoRules::parse, BaoRules::notation);
        FuzzContract.rules(GAME, input);
    }

    @FuzzTest(maxExecutions = FuzzContract.EXECUTIONS, maxDuration = FuzzContract.DURATION)
    void record(byte[] input) {
        FuzzContract.records(GAME, input);
    }

    @FuzzTest(maxExecutions = FuzzContract.EXECUTIONS, maxDuration = FuzzContract.DURATION)
    void hole(byte[] input) {
        FuzzContract.readsOrRefuses(FuzzContract.text(input), Hole::parse, Hole::notation);
    }

    @FuzzTest(maxExecutions = FuzzContract.EXECUTIONS, maxDuration = FuzzContract.DURATION)
    void play(FuzzedDataProvider data) {
        FuzzContract.playsUnderSomeRules(RULES, data, POSITION_LENGTH, MAX_PLIES);
    }
}
