package io.github.boardrules.gorogo.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoRules;
import io.github.boardrules.gorogo.Point;
import io.github.boardrules.testing.fuzz.FuzzContract;
import java.util.List;

/**
 * Jazzer targets for every GoRoGo entry point that reads text or takes a move. In {@code verify}
 * they run once per committed input in {@code GoRoGoFuzzTestInputs/<target>}; with {@code
 * JAZZER_FUZZ=1} Jazzer mutates those inputs under coverage guidance (docs/reliability.md).
 */
class GoRoGoFuzzTest {
    private static final GoRoGo GAME = GoRoGo.standard();

    /** Rules a played game may be under: the standard start and a fixed first Henge. */
    private static final List<GoRoGo> RULES = List.of(GAME, GAME.withRules("setup=c3"));

    /** The most moves one play input plays. */
    private static final int MAX_PLIES = 200;

    /** The longest position text the play target reads (a position is about 50 characters). */
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
        FuzzContract.readsOrRefuses(text, GoRoGoRules::parse, GoRoGoRules::notation);
        FuzzContract.rules(GAME, input);
    }

    @FuzzTest(maxExecutions = FuzzContract.EXECUTIONS, maxDuration = FuzzContract.DURATION)
    void record(byte[] input) {
        FuzzContract.records(GAME, input);
    }

    @FuzzTest(maxExecutions = FuzzContract.EXECUTIONS, maxDuration = FuzzContract.DURATION)
    void point(byte[] input) {
        FuzzContract.readsOrRefuses(FuzzContract.text(input), Point::parse, Point::notation);
    }

    @FuzzTest(maxExecutions = FuzzContract.EXECUTIONS, maxDuration = FuzzContract.DURATION)
    void play(FuzzedDataProvider data) {
        FuzzContract.playsUnderSomeRules(RULES, data, POSITION_LENGTH, MAX_PLIES);
    }
}
