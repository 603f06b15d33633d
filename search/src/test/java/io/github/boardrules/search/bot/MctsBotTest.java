package io.github.boardrules.search.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.GameProvider;
import io.github.boardrules.common.Games;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Player;
import io.github.boardrules.common.PlayoutPolicy;
import io.github.boardrules.common.Status;
import io.github.boardrules.testing.tictactoe.TicTacToe;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class MctsBotTest {
    private static final int GAMES = 20;
    private static final boolean LONG = Boolean.getBoolean("boardrules.long");

    static Stream<Arguments> games() {
        return Games.available().stream().map(game -> Arguments.of(game.id(), game));
    }

    /**
     * The bot, with a modest budget, against a uniformly random player: it takes each seat in half
     * of the games and must win at least 90% of them. Seeds are fixed, so the result is exact. The
     * budget is 100 playouts per move where playouts are cheap (GoRoGo, about a microsecond each;
     * Bargo, whose playouts draw by rejection, about 100 µs on base 5) and 40 where they cost a
     * hundred times more (Bao Kigogo); {@code -Plong} gives every game 100. Bargo needs the 100: at
     * 40 the bot beats a random player only about four times in five (76 and 85 of 100 games, under
     * the list-drawn and the rejection-drawn policy), so 18 of these 20 games were luck of the draws.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void beatsARandomPlayerNineTimesInTen(String id, GameProvider provider) {
        int playouts = LONG || id.equals("gorogo") || id.equals("bargo") ? 100 : 40;
        int wins = countWins(provider.defaultGame(), playouts);
        System.out.println(
                "MCTS (" + playouts + " playouts/move) vs random, " + id + ": " + wins + "/" + GAMES + " wins");
        assertTrue(wins >= GAMES * 9 / 10, id + ": the bot won " + wins + " of " + GAMES);
    }

    private static <S, M> int countWins(Game<S, M> game, int playouts) {
        PlayoutPolicy<S, M> random = game.playoutPolicy();
        int maxPlies = random.maxPlies(game.initialState());
        int wins = 0;
        for (int g = 0; g < GAMES; g++) {
            MctsBot<S, M> bot = new MctsBot<>(game, playouts, 0, 1000 + g);
            SplittableRandom draws = new SplittableRandom(g);
            S state = game.initialState();
            Player botSeat = g % 2 == 0
                    ? game.playerToMove(state)
                    : game.playerToMove(state).opponent();
            int plies = 0;
            while (!game.status(state).isOver() && plies < maxPlies) {
                List<M> legal = game.legalMoves(state);
                M move = game.playerToMove(state).equals(botSeat)
                        ? bot.choose(state)
                        : random.choose(state, legal, draws);
                state = game.apply(state, move);
                plies++;
            }
            Status status = game.status(state);
            if (status instanceof Outcome.Win win && win.winner().equals(botSeat)) {
                wins++;
            }
        }
        return wins;
    }

    @Test
    void aSeedFixesTheBotsChoices() {
        TicTacToe game = TicTacToe.GAME;
        TicTacToe.State state = game.parsePosition("x../.o./... x");
        for (long seed = 0; seed < 5; seed++) {
            MctsBot<TicTacToe.State, ?> first = new MctsBot<>(game, 200, 0, seed);
            MctsBot<TicTacToe.State, ?> second = new MctsBot<>(game, 200, 0, seed);
            assertEquals(first.choose(state), second.choose(state));
        }
    }

    @Test
    void takesAnImmediateWinAndBlocksAnImmediateLoss() {
        TicTacToe game = TicTacToe.GAME;
        // x to move with x on a1 and b1: c1 wins at once.
        assertEquals("c1", game.formatMove(bot(game).choose(game.parsePosition("o../.o./xx. x"))));
        // o to move, x threatens c1 (a1, b1) and o has no win of its own: o must block on c1.
        assertEquals("c1", game.formatMove(bot(game).choose(game.parsePosition(".../.o./xx. o"))));
    }

    private static MctsBot<TicTacToe.State, io.github.boardrules.common.FileRank> bot(TicTacToe game) {
        return new MctsBot<>(game, 2000, 0, 7);
    }

    @Test
    void refusesAFinishedGameAndBadBudgets() {
        TicTacToe game = TicTacToe.GAME;
        assertThrows(IllegalArgumentException.class, () -> bot(game).choose(game.parsePosition("xxx/oo./... o")));
        assertThrows(IllegalArgumentException.class, () -> new MctsBot<>(game, 0, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> new MctsBot<>(game, 10, -1, 1));
    }
}
