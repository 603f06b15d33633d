package io.github.boardrules.gorogo;

import static io.github.boardrules.gorogo.RulesExamplesTest.ONLINE;
import static io.github.boardrules.gorogo.RulesExamplesTest.STANDARD;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.boardrules.common.Perft;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Perft counts from the start of a game (the setup move is ply 1) and around a last placement under
 * both readings of a last Henge, kept as test data and cross-checked against {@link NaiveGoRoGo}, a
 * separate naive implementation: depths 1..4 on every run, depth 5 with {@code -Dboardrules.long=true}
 * (the {@code long} profile).
 */
class PerftTest {
    static final long[] COUNTS = {1, 25, 1_200, 55_200, 2_428_832, 102_009_712};

    @Test
    void perftFromTheStart() {
        // Depth 3 is 25 × 48 × 46: no capture is possible before White's first placement. Depth 4
        // exceeds 25 × 48 × 46 × 44 because White's first placement can already capture: a black
        // piece next to the setup Henge dies when that Henge turns white (e.g. Hb1 a1 a2).
        GoRoGo game = GoRoGo.standard();
        for (int depth = 1; depth <= 5; depth++) {
            assertEquals(COUNTS[depth], Perft.count(game, game.initialState(), depth), "depth " + depth);
        }
    }

    @Test
    void perftFromACentreSetup() {
        // After Hc3 Black has 24 empty points, each open to a piece or a Henge.
        GoRoGo game = GoRoGo.withRules(GoRoGoRules.withSetup(Point.parse("c3")));
        assertEquals(48, Perft.count(game, game.initialState(), 1));
        assertEquals(48 * 46, Perft.count(game, game.initialState(), 2));
    }

    @Test
    void naiveAgreesToDepthFour() {
        GoRoGo game = GoRoGo.standard();
        for (int depth = 1; depth <= 4; depth++) {
            assertEquals(COUNTS[depth], NaiveGoRoGo.perft(new NaiveGoRoGo(), depth), "naive, depth " + depth);
            assertEquals(COUNTS[depth], Perft.count(game, game.initialState(), depth), "engine, depth " + depth);
        }
    }

    @Test
    @EnabledIfSystemProperty(named = "boardrules.long", matches = "true")
    void naiveAgreesAtDepthFive() {
        assertEquals(COUNTS[5], NaiveGoRoGo.perft(new NaiveGoRoGo(), 5));
    }

    @Test
    void perftDivergesOnlyAtThePlyOfTheLastPlacement() {
        // Two plies before the example: Black holds 1/1 (10 placements), White 2/0 (10), Black to
        // move; a5 and a3 are still empty, so 13 points are. Black's 11th placement (ply 1) may be a
        // piece or a Henge, White's 11th (ply 2) a piece. At ply 3, Black's 12th, a Black who placed
        // the piece first holds only the Henge: no move under the published rules, a Henge on each
        // empty point online. White holds no Henge, so ply 4 is the same in both readings, and the
        // sequences that ended at ply 3 online ended at ply 2 under the published rules: depth 4
        // counts the same again. The naive implementation gives the same counts under both readings.
        String position = ".B..H/..BH./.BWB./....W/HH.WW b 1/1 2/0 4,5";
        long[] published = {26, 311, 1_744, 17_511, 0};
        long[] online = {26, 311, 3_453, 17_511, 0};
        GoRoGoState start = STANDARD.parsePosition(position);
        GoRoGoState onlineStart = ONLINE.parsePosition(position);
        for (int depth = 1; depth <= 5; depth++) {
            assertEquals(published[depth - 1], Perft.count(STANDARD, start, depth), "published, depth " + depth);
            assertEquals(online[depth - 1], Perft.count(ONLINE, onlineStart, depth), "online, depth " + depth);
            assertEquals(published[depth - 1], NaiveGoRoGo.perft(NaiveGoRoGo.of(position, false), depth));
            assertEquals(online[depth - 1], NaiveGoRoGo.perft(NaiveGoRoGo.of(position, true), depth));
        }
        // The 1,709 extra sequences are exactly the last Henge on every empty point after each
        // piece-then-reply opening: 13 black pieces × about 12 replies × about 11 points, fewer
        // where a reply is suicide, more where a capture frees points.
        long extra = 0;
        for (GoRoGoState afterTwo : statesAfterBlackPieceAndReply(start)) {
            extra += emptyPoints(afterTwo);
        }
        assertEquals(online[2] - published[2], extra);
        // From the start nothing changes before Black's 12th placement, at ply 24.
        GoRoGo onlineFromStart = GoRoGo.withRules(ONLINE.rules());
        for (int depth = 1; depth <= 4; depth++) {
            assertEquals(PerftTest.COUNTS[depth], Perft.count(onlineFromStart, onlineFromStart.initialState(), depth));
        }
    }

    private static List<GoRoGoState> statesAfterBlackPieceAndReply(GoRoGoState start) {
        List<GoRoGoState> states = new ArrayList<>();
        for (GoRoGoMove first : STANDARD.legalMoves(start)) {
            if (first instanceof GoRoGoMove.Piece) {
                GoRoGoState afterOne = STANDARD.apply(start, first);
                for (GoRoGoMove reply : STANDARD.legalMoves(afterOne)) {
                    states.add(STANDARD.apply(afterOne, reply));
                }
            }
        }
        return states;
    }

    private static int emptyPoints(GoRoGoState state) {
        int empty = 0;
        for (Point point : Point.all()) {
            if (state.occupant(point) == Occupant.EMPTY) {
                empty++;
            }
        }
        return empty;
    }
}
