package io.github.boardrules.gorogo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.IllegalMoveReason;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Status;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * Invariants of the rule page, checked along uniformly random legal games, under the published rules
 * and under {@code lastHenge=loses}. The generic contract (legal moves, refusals, purity, notation
 * and record round trips) is {@link ContractProperties}; these are GoRoGo's own.
 */
class RandomGamesProperties {
    private static final GoRoGo GAME = GoRoGo.standard();
    private static final GoRoGo HENGE_LAST =
            GoRoGo.withRules(GoRoGoRules.builder().lastHengeLoses(true).build());

    /** A random game from the start (setup included) to its end, every state in order. */
    static List<GoRoGoState> randomGame(long seed) {
        return randomGame(GAME, seed);
    }

    /** A random game of {@code game} from its initial state to its end, every state in order. */
    static List<GoRoGoState> randomGame(GoRoGo game, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<GoRoGoState> states = new ArrayList<>();
        GoRoGoState state = game.initialState();
        states.add(state);
        while (true) {
            List<GoRoGoMove> moves = game.legalMoves(state);
            if (moves.isEmpty()) {
                return states;
            }
            state = game.apply(state, moves.get(random.nextInt(moves.size())));
            states.add(state);
        }
    }

    /** Every move GoRoGo can name: a piece, a Henge and the setup move on each point. */
    static List<GoRoGoMove> everyMove() {
        List<GoRoGoMove> all = new ArrayList<>();
        for (Point point : Point.all()) {
            all.add(GoRoGoMove.piece(point));
            all.add(GoRoGoMove.henge(point));
            all.add(GoRoGoMove.setup(point));
        }
        return all;
    }

    @Property(tries = 1000)
    void piecesAreConservedAndHengeNeverLeaveTheBoard(@ForAll long seed) {
        int hengeBefore = 0;
        for (GoRoGoState state : randomGame(seed)) {
            for (Colour colour : Colour.values()) {
                int total =
                        state.piecesOnBoard(colour) + state.piecesInHand(colour) + state.captures(colour.opponent());
                assertEquals(10, total, colour + " in " + state);
            }
            int henge = state.hengeOnBoard() + state.hengeInHand(Colour.BLACK) + state.hengeInHand(Colour.WHITE);
            assertEquals(state.isSetupPhase() ? 4 : 5, henge, state.toString());
            assertTrue(state.hengeOnBoard() >= hengeBefore, "Henge on the board never decrease");
            hengeBefore = state.hengeOnBoard();
        }
    }

    @Property(tries = 1000)
    void afterEveryMoveNoOpponentGroupLacksALiberty(@ForAll long seed) {
        List<GoRoGoState> states = randomGame(seed);
        for (int i = 2; i < states.size(); i++) {
            GoRoGoState state = states.get(i);
            GoRoGoMove last = state.lastMove().orElseThrow();
            Colour mover = states.get(i - 1).toMove();
            char mine = mover == Colour.BLACK ? 'B' : 'W';
            char theirs = mover == Colour.BLACK ? 'W' : 'B';
            char[] board = board(state);
            for (int p = 0; p < 25; p++) {
                if (board[p] == theirs) {
                    assertTrue(
                            hasLiberty(board, p, theirs, theirs),
                            "opponent group at " + Point.ofIndex(p) + " in " + state);
                }
                if (board[p] == mine && !(last instanceof GoRoGoMove.Henge)) {
                    assertTrue(hasLiberty(board, p, mine, 'H'), "own group at " + Point.ofIndex(p) + " in " + state);
                }
            }
        }
    }

    private static char[] board(GoRoGoState state) {
        char[] board = new char[25];
        for (Point point : Point.all()) {
            board[point.index()] = ".BWH".charAt(state.occupant(point).ordinal());
        }
        return board;
    }

    /** Whether the group through {@code start} of pieces {@code a} or {@code b} touches an empty point. */
    private static boolean hasLiberty(char[] board, int start, char a, char b) {
        boolean[] seen = new boolean[25];
        List<Integer> todo = new ArrayList<>(List.of(start));
        seen[start] = true;
        while (!todo.isEmpty()) {
            int p = todo.remove(todo.size() - 1);
            int file = p % 5;
            int[] next = {file > 0 ? p - 1 : -1, file < 4 ? p + 1 : -1, p >= 5 ? p - 5 : -1, p < 20 ? p + 5 : -1};
            for (int n : next) {
                if (n < 0 || seen[n]) {
                    continue;
                }
                if (board[n] == '.') {
                    return true;
                }
                if (board[n] == a || board[n] == b) {
                    seen[n] = true;
                    todo.add(n);
                }
            }
        }
        return false;
    }

    @Property(tries = 300)
    void everyOneOfTheSeventyFiveMovesIsListedOrRefusedWithTheSameReasonByCheckAndApply(@ForAll long seed) {
        // The contract suite draws its illegal moves from other games; here every move of the
        // game (a piece, a Henge or a setup on each point) is tried, under both readings of the
        // last-placement rule.
        GoRoGo game = seed % 2 == 0 ? GAME : HENGE_LAST;
        List<GoRoGoMove> candidates = everyMove();
        for (GoRoGoState state : randomGame(game, seed)) {
            Set<GoRoGoMove> legal = new HashSet<>(game.legalMoves(state));
            for (GoRoGoMove move : candidates) {
                Optional<IllegalMoveReason> reason = game.check(state, move);
                if (legal.contains(move)) {
                    assertEquals(Optional.empty(), reason, move + " in " + state);
                    GoRoGoState after = game.apply(state, move);
                    assertNotEquals(state, after);
                    assertEquals(move, after.lastMove().orElseThrow());
                } else {
                    assertTrue(reason.isPresent(), move + " should be refused in " + state);
                    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> game.apply(state, move));
                    assertSame(reason.get(), e.reason());
                }
            }
        }
    }

    @Property(tries = 1000)
    void theGameEndsAfterTwentyFourPlacementsOrEarlierForLackOfMoves(@ForAll long seed) {
        List<GoRoGoState> states = randomGame(seed);
        GoRoGoState last = states.get(states.size() - 1);
        assertTrue(states.size() - 2 <= 24, "at most 24 placements after the setup");
        for (int i = 0; i < states.size() - 1; i++) {
            assertFalse(GAME.status(states.get(i)).isOver());
            assertEquals(i == 0 ? 0 : i - 1, states.get(i).placements());
        }
        String outcome = GAME.status(last).notation();
        if (last.placements() == 24) {
            assertTrue(outcome.endsWith(":captures") || outcome.equals("win:w:tie-white"), outcome);
        } else {
            assertEquals("win:" + last.toMove().opponent().code() + ":no-legal-move", outcome);
        }
    }

    @Property(tries = 500)
    void aPositionReadBackEqualsTheStateItWasWrittenFrom(@ForAll long seed) {
        // Stronger than the contract's text round trip: the state itself (whose last move is not
        // part of equality), its hash and its status come back.
        for (GoRoGoState state : randomGame(seed)) {
            GoRoGoState parsed = GAME.parsePosition(GAME.formatPosition(state));
            assertEquals(state, parsed);
            assertEquals(state.hashCode(), parsed.hashCode());
            assertEquals(GAME.status(state), GAME.status(parsed));
        }
    }

    @org.junit.jupiter.api.Test
    void distinctStatesRarelyShareAHashCode() {
        // Equal states hash alike (checked above); distinct ones should spread, or hash-based
        // caches and transposition tables degrade.
        Set<GoRoGoState> states = new HashSet<>();
        for (long seed = 0; seed < 400; seed++) {
            states.addAll(randomGame(seed));
        }
        Set<Integer> hashes = new HashSet<>();
        for (GoRoGoState state : states) {
            hashes.add(state.hashCode());
        }
        assertTrue(hashes.size() >= states.size() * 0.999, hashes.size() + " hashes for " + states.size() + " states");
    }

    @Property(tries = 500)
    void theNaiveImplementationAgreesAlongRandomGames(@ForAll long seed) {
        List<GoRoGoState> states = randomGame(seed);
        NaiveGoRoGo naive = new NaiveGoRoGo();
        for (int i = 0; i < states.size(); i++) {
            GoRoGoState state = states.get(i);
            assertEquals(naive.board(), GAME.formatPosition(state).substring(0, 29));
            Set<String> expected = new HashSet<>(naive.legalMoves());
            Set<String> actual = new HashSet<>();
            for (GoRoGoMove move : GAME.legalMoves(state)) {
                actual.add(GAME.formatMove(move));
            }
            assertEquals(expected, actual, state.toString());
            if (i + 1 < states.size()) {
                naive = naive.play(states.get(i + 1).lastMove().orElseThrow().notation());
            }
        }
    }

    @Property(tries = 500)
    void anOnlineGameIsAPublishedGameUntilAHengeIsALastPlacementAndTheWinnerIsTheSame(@ForAll long seed) {
        List<GoRoGoState> online = randomGame(HENGE_LAST, seed);
        GoRoGoState published = GAME.initialState();
        for (int i = 0; i < online.size(); i++) {
            GoRoGoState state = online.get(i);
            if (i > 0) {
                published = GAME.apply(published, state.lastMove().orElseThrow());
            }
            assertEquals(state.toString(), published.toString());
            Status publishedStatus = GAME.status(published);
            if (publishedStatus.isOver() && !HENGE_LAST.status(state).isOver()) {
                // The published rules end here: the mover holds only a Henge, their 12th
                // placement. Online the Henge is played, the game ends one ply later, and the same
                // player wins.
                assertEquals(11, state.placements(state.toMove()));
                assertEquals(0, state.piecesInHand(state.toMove()));
                assertTrue(HENGE_LAST.legalMoves(state).stream().allMatch(GoRoGoMove.Henge.class::isInstance));
                assertEquals(online.size() - 2, i, "the Henge ends the game");
                Outcome.Win win = (Outcome.Win) publishedStatus;
                assertEquals(GoRoGoEndReason.NO_LEGAL_MOVE, win.reason());
                String end = HENGE_LAST.status(online.get(i + 1)).notation();
                assertEquals("win:" + win.winner().code() + ":henge-last", end);
                return;
            }
            assertEquals(publishedStatus, HENGE_LAST.status(state));
        }
    }
}
