package io.github.boardrules.search.bot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.baokigogo.BaoKigogo;
import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.testing.tictactoe.TicTacToe;
import org.junit.jupiter.api.Test;

/** The transposition-table bot: legal, deterministic choices, sound tactics, and a small match. */
class TranspositionBotTest {
    @Test
    void takesAnImmediateWinAndBlocksAnImmediateLoss() {
        TicTacToe game = TicTacToe.GAME;
        // x to move with x on a1 and b1: c1 wins at once.
        assertEquals("c1", game.formatMove(bot(game).choose(game.parsePosition("o../.o./xx. x"))));
        // o to move, x threatens c1 (a1, b1) and o has no win of its own: o must block on c1. The
        // search finds it through the symmetric images of the position, which share one node.
        assertEquals("c1", game.formatMove(bot(game).choose(game.parsePosition(".../.o./xx. o"))));
    }

    private static TranspositionBot<TicTacToe.State, io.github.boardrules.common.FileRank> bot(TicTacToe game) {
        return new TranspositionBot<>(game, 2000, 7);
    }

    @Test
    void aSeedFixesTheChoicesAndTheTableGrowsAcrossMoves() {
        Bargo game = Bargo.standard().withRules("base=3");
        TranspositionBot<?, ?> first = new TranspositionBot<>(game, 60, 3);
        TranspositionBot<?, ?> second = new TranspositionBot<>(game, 60, 3);
        assertEquals(play(game, first), play(game, second));
    }

    /** Six plies of a bot against itself; the actions played. */
    @SuppressWarnings("unchecked")
    private static <S, M> String play(Bargo game, TranspositionBot<?, ?> bot) {
        var typed = (TranspositionBot<io.github.boardrules.bargo.BargoState, io.github.boardrules.bargo.BargoMove>) bot;
        var state = game.initialState();
        StringBuilder actions = new StringBuilder();
        for (int i = 0; i < 6 && !game.status(state).isOver(); i++) {
            int action = typed.chooseAction(state);
            assertTrue(java.util.Arrays.binarySearch(game.searchSupport().legalActions(state), action) >= 0);
            actions.append(action).append(' ');
            state = game.apply(state, game.searchSupport().moveOf(state, action));
        }
        return actions.toString();
    }

    @Test
    void refusesAFinishedGameAndBadBudgets() {
        TicTacToe game = TicTacToe.GAME;
        assertThrows(IllegalArgumentException.class, () -> bot(game).choose(game.parsePosition("xxx/oo./... o")));
        assertThrows(IllegalArgumentException.class, () -> new TranspositionBot<>(game, 0, 1));
    }

    /**
     * A short match against MctsBot at equal playouts (the 200-game figures in docs/search.md come from
     * {@link BotMatch#main}); seeds are fixed, so the result is exact. 20 GoRoGo games at 50
     * playouts: the new bot must score more than half.
     */
    @Test
    void winsAShortMatchAgainstMctsBot() {
        BotMatch.Result result = BotMatch.play(GoRoGo.standard(), 20, 50, 12);
        System.out.println("TranspositionBot vs MctsBot, GoRoGo, 20 games at 50 playouts: " + result);
        assertEquals(20, result.games());
        assertTrue(result.rate() > 0.5, result.toString());
        double[] interval = result.interval95();
        assertTrue(interval[0] < result.rate() && result.rate() < interval[1]);
    }

    /**
     * Bao Kigogo, where the bot's playouts take the biggest capture ({@link CaptureFirstPolicy}):
     * 10 games at 30 playouts with fixed seeds (9 wins when written); uniform playouts scored 68 %
     * over 200 games at 100 playouts, so at least 8 of 10 here says the capture-first playouts are
     * in use and help.
     */
    @Test
    void winsAShortBaoKigogoMatchAgainstMctsBot() {
        BotMatch.Result result = BotMatch.play(BaoKigogo.standard(), 10, 30, 12);
        assertTrue(result.wins() >= 8, result.toString());
    }

    @Test
    void theWilsonIntervalOfAKnownScore() {
        // 140 wins in 200: p = 0.7, z = 1.96; Wilson's interval is 0.633 .. 0.759 (worked by hand).
        double[] interval = new BotMatch.Result(200, 140, 0).interval95();
        assertArrayEquals(new double[] {0.633, 0.759}, new double[] {round(interval[0]), round(interval[1])});
    }

    private static double round(double x) {
        return Math.round(x * 1000) / 1000.0;
    }
}
