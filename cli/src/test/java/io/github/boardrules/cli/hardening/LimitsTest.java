package io.github.boardrules.cli.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.baokigogo.BaoKigogo;
import io.github.boardrules.baokigogo.BaoState;
import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.bargo.BargoMove;
import io.github.boardrules.bargo.BargoRules;
import io.github.boardrules.bargo.BargoState;
import io.github.boardrules.common.GameRecord;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.gorogo.GoRoGo;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What each limit does: a clear error or correct behaviour, never a crash or a hang. */
class LimitsTest {
    private static final Duration QUICK = Duration.ofSeconds(20);

    @Test
    void bargoBoardSizesOutOfRangeAreRefused() {
        for (int base : new int[] {-1, 0, 1, 14, 1000, Integer.MAX_VALUE}) {
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class,
                    () -> BargoRules.builder().base(base).build());
            assertTrue(e.getMessage().contains("base"), e.getMessage());
        }
        NotationException e =
                assertThrows(NotationException.class, () -> Bargo.standard().withRules("base=99 komi=0"));
        assertTrue(e.getMessage().contains("base"), e.getMessage());
        assertThrows(NotationException.class, () -> Bargo.standard().withRules("base=99999999999999999999 komi=0"));
    }

    @Test
    void bargoCellsFarOffTheBoardAreRefused() {
        for (int far : new int[] {Integer.MIN_VALUE, Integer.MAX_VALUE, -5, 5}) {
            assertFalse(io.github.boardrules.bargo.Cell.onBoard(5, far, 0), "q = " + far);
            assertFalse(io.github.boardrules.bargo.Cell.onBoard(5, 0, far), "r = " + far);
            assertThrows(IllegalArgumentException.class, () -> io.github.boardrules.bargo.Cell.of(5, far, 0));
        }
        assertFalse(io.github.boardrules.bargo.Cell.onBoard(5, 4, 1), "q + r = 5 is off a base-5 board");
        assertTrue(io.github.boardrules.bargo.Cell.onBoard(5, 4, -4));
    }

    @Test
    void bargoKomiOutOfRangeIsRefused() {
        // Base 5 has 61 cells: a komi beyond ±61 would decide every game before it starts.
        assertEquals(61, Bargo.withRules(BargoRules.of(5, 61)).rules().komi());
        assertThrows(
                IllegalArgumentException.class,
                () -> BargoRules.builder().komi(62).build());
        assertThrows(
                IllegalArgumentException.class,
                () -> BargoRules.builder().komi(Integer.MIN_VALUE).build());
        assertThrows(NotationException.class, () -> Bargo.standard().withRules("base=5 komi=-99999999999"));
        assertThrows(NotationException.class, () -> Bargo.standard().parsePosition("../.../.. b - 99999999999 0"));
        // Integer.MIN_VALUE is its own absolute value: a check by Math.abs would let it through.
        assertThrows(
                NotationException.class,
                () -> Bargo.withRules(BargoRules.of(2, 0)).parsePosition("../.../.. b - -2147483648 0"));
        assertThrows(NotationException.class, () -> Bargo.standard().withRules("base=5 komi=-2147483648"));
    }

    @Test
    void absurdSeedCountsAreRefusedOrPlayed() {
        BaoKigogo game = BaoKigogo.standard();
        String start = game.formatPosition(game.initialState());
        // A count far beyond 92, a negative count, and one beyond the range of an int.
        for (String bad : new String[] {"9999", "-2", "99999999999999999999"}) {
            String text = bad + start.substring(1);
            NotationException e = assertThrows(NotationException.class, () -> game.parsePosition(text), text);
            assertFalse(e.getMessage().isBlank());
        }
        // All 92 seeds in one of South's holes is a legal position: the move is played to its end.
        String oneHole = "0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/"
                + "0,0,0,0,0,0,0,0,0,0,0,0/92,0,0,0,0,0,0,0,0,0,0,0 S 0,0";
        BaoState crowded = game.parsePosition(oneHole);
        assertTimeoutPreemptively(QUICK, () -> {
            BaoState after = game.apply(crowded, game.legalMoves(crowded).get(0));
            assertTrue(
                    game.status(after).isOver(),
                    "North has no seeds: " + game.status(after).notation());
        });
    }

    @Test
    void recordsOfAHundredThousandMovesAreReadPromptly() {
        // GoRoGo ends after 24 placements: a record of 100 000 moves is refused at move 25, without
        // reading the remaining moves into states.
        StringBuilder moves = new StringBuilder("Hc3");
        String[] points = {"a1", "a2", "a3", "a4", "a5", "b1", "b2", "b3", "b4", "b5", "c1", "c2"};
        for (int i = 1; i < 100_000; i++) {
            moves.append(' ').append(points[i % points.length]);
        }
        String text =
                "game: gorogo\nrules:\nstart: ...../...../...../...../..... w 10/2 10/2 0,0\nmoves: " + moves + "\n";
        assertTimeoutPreemptively(QUICK, () -> {
            NotationException e =
                    assertThrows(NotationException.class, () -> GameRecord.parse(GoRoGo.standard(), text));
            assertEquals("moves", e.field());
        });
        // Bargo: button, pass, pass ends the game; the 4th of 100 000 moves is refused as game over.
        String bargoMoves = "button " + "pass ".repeat(99_999);
        String bargo =
                "game: bargo\nrules: base=2 komi=0\nstart: ../.../.. b - 0 0\nmoves: " + bargoMoves.strip() + "\n";
        assertTimeoutPreemptively(QUICK, () -> {
            NotationException e = assertThrows(
                    NotationException.class, () -> GameRecord.parse(Bargo.withRules(BargoRules.of(2, 0)), bargo));
            assertTrue(e.getMessage().contains("move 4"), e.getMessage());
        });
    }

    @Test
    void theLargestBargoBoardFilledWithOneSnakingGroupIsAnalysedWithoutRecursion() {
        // Base 13: 469 cells, all Black but the centre, each wall placed so that no edge holds two.
        // One group of 468 pieces winding over the whole board would overflow a recursive flood
        // fill; the engine's fills are iterative.
        int n = 13;
        String[][] walls = assignWalls(n);
        StringBuilder text = new StringBuilder();
        for (int rank = 2 * n - 1; rank >= 1; rank--) {
            int r = n - rank;
            for (int q = Math.max(-(n - 1), -(n - 1) - r); q <= Math.min(n - 1, n - 1 - r); q++) {
                text.append(q == 0 && r == 0 ? "." : "B" + walls[q + n][r + n]);
            }
            text.append(rank > 1 ? "/" : " w b 0 0");
        }
        assertTimeoutPreemptively(QUICK, () -> {
            Bargo game = Bargo.withRules(BargoRules.of(n, 0));
            BargoState state = game.parsePosition(text.toString());
            List<BargoMove> moves = game.legalMoves(state);
            // White may pass (the button is taken); placing in the centre would be suicide unless
            // it captured, and the Black group keeps its liberty at the centre.
            assertTrue(moves.contains(new BargoMove.Pass()), moves.toString());
            BargoState passed = game.apply(state, new BargoMove.Pass());
            assertFalse(game.status(passed).isOver());
            assertTrue(game.renderSvg(passed).contains("<svg"));
        });
    }

    private static final String[] DIRECTIONS = {"e", "ne", "nw", "w", "sw", "se"};
    private static final int[][] STEPS = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};

    /** Gives every cell a wall that neither faces the rim nor meets a neighbour's wall. */
    private static String[][] assignWalls(int n) {
        String[][] walls = new String[2 * n + 1][2 * n + 1];
        for (int r = -(n - 1); r <= n - 1; r++) {
            for (int q = -(n - 1); q <= n - 1; q++) {
                if (!onBoard(n, q, r)) {
                    continue;
                }
                for (int d = 0; d < 6; d++) {
                    int nq = q + STEPS[d][0];
                    int nr = r + STEPS[d][1];
                    if (!onBoard(n, nq, nr)) {
                        continue;
                    }
                    String back = walls[nq + n][nr + n];
                    if (back == null || !back.equals(DIRECTIONS[(d + 3) % 6])) {
                        walls[q + n][r + n] = DIRECTIONS[d];
                        break;
                    }
                }
            }
        }
        return walls;
    }

    private static boolean onBoard(int n, int q, int r) {
        return Math.abs(q) <= n - 1 && Math.abs(r) <= n - 1 && Math.abs(q + r) <= n - 1;
    }
}
