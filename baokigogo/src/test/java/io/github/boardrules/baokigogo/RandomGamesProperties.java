package io.github.boardrules.baokigogo;

import static io.github.boardrules.baokigogo.Positions.GAME;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.IllegalMoveReason;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** Properties over random legal games from the start position, one game per seed. */
class RandomGamesProperties {
    /** Plays a random game, calling {@code check} with each state before and after every move. */
    interface PlyCheck {
        void check(BaoState before, BaoMove move, BaoState after);
    }

    static BaoState randomGame(long seed, PlyCheck check) {
        SplittableRandom random = new SplittableRandom(seed);
        BaoState state = GAME.initialState();
        while (true) {
            List<BaoMove> moves = GAME.legalMoves(state);
            if (moves.isEmpty()) {
                return state;
            }
            BaoMove move = moves.get(random.nextInt(moves.size()));
            BaoState next = GAME.apply(state, move);
            check.check(state, move, next);
            state = next;
        }
    }

    @Property(tries = 60)
    void seedsAreConservedAndNeverNegative(@ForAll long seed) {
        randomGame(seed, (before, move, after) -> {
            int total = after.captured(BaoSide.SOUTH) + after.captured(BaoSide.NORTH);
            for (Hole hole : Hole.all()) {
                assertTrue(after.seeds(hole) >= 0);
                total += after.seeds(hole);
            }
            assertEquals(92, total);
            assertTrue(after.captured(BaoSide.SOUTH) >= before.captured(BaoSide.SOUTH));
            assertTrue(after.captured(BaoSide.NORTH) >= before.captured(BaoSide.NORTH));
        });
    }

    @Property(tries = 60)
    void aMoveChangesOnlyTheMoversHolesExceptForCapturedOpponentHoles(@ForAll long seed) {
        randomGame(seed, (before, move, after) -> {
            BaoSide mover = before.toMove();
            int taken = after.captured(mover) - before.captured(mover);
            assertEquals(before.captured(mover.opponent()), after.captured(mover.opponent()));
            int lost = 0;
            for (Hole hole : Hole.all()) {
                if (hole.owner() != mover) {
                    int b = before.seeds(hole);
                    int a = after.seeds(hole);
                    assertTrue(a == b || a == 0, "an opponent hole is only ever emptied");
                    lost += b - a;
                }
            }
            assertEquals(taken, lost, "the opponent loses exactly what the mover captures");
            if (taken == 0) {
                assertEquals(before.seedsOn(mover), after.seedsOn(mover));
            }
        });
    }

    /**
     * A played position hashes exactly as the same position read back from notation (the hash is
     * computed from the packed words, which a move builds by word additions and the parser by
     * counts, so this checks the two agree), and the state before the move keeps its history.
     * (Purity and determinism of {@code apply} in general are checked by
     * {@link ContractProperties}.)
     */
    @Property(tries = 40)
    void aPlayedPositionHashesAsItsNotationAndTheInputKeepsItsHistory(@ForAll long seed) {
        randomGame(seed, (before, move, after) -> {
            int history = before.historySize();
            assertEquals(fullHash(after), after.hash(), "played and parsed positions hash alike");
            GAME.apply(before, move);
            assertEquals(history, before.historySize());
        });
    }

    /** The hash computed from scratch: a parsed position's hash is the full Zobrist hash. */
    static long fullHash(BaoState state) {
        return GAME.parsePosition(GAME.formatPosition(state)).hash();
    }

    @Property(tries = 40)
    void everyListedMoveIsLegalAndEveryOtherHoleIsRefusedWithAReason(@ForAll long seed) {
        randomGame(seed, (before, move, after) -> checkMoves(before));
    }

    static void checkMoves(BaoState state) {
        List<BaoMove> legal = GAME.legalMoves(state);
        for (Hole hole : Hole.all()) {
            BaoMove sow = BaoMove.sow(hole);
            Optional<IllegalMoveReason> reason = GAME.check(state, sow);
            if (legal.contains(sow)) {
                assertEquals(Optional.empty(), reason, hole.notation());
                GAME.apply(state, sow);
            } else {
                assertTrue(reason.isPresent(), hole.notation());
                IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> GAME.apply(state, sow));
                assertSame(reason.get(), e.reason());
            }
        }
    }

    /**
     * A position read from notation starts a history of its own and is judged by end checks 1 and
     * 2 as the played state was; moves read in either case. (Round trips of the notations in
     * general are checked by {@link ContractProperties}.)
     */
    @Property(tries = 40)
    void aGivenPositionStartsAHistoryAndIsJudgedLikeAPlayedOne(@ForAll long seed) {
        randomGame(seed, (before, move, after) -> {
            BaoState parsed = GAME.parsePosition(GAME.formatPosition(after));
            assertEquals(1, parsed.historySize());
            assertEquals(move, GAME.parseMove(after, GAME.formatMove(move).toUpperCase(java.util.Locale.ROOT)));
            if (!GAME.status(after).notation().endsWith("endless-sowing")) {
                // Checks 1 and 2 judge a given position the same way as a played one.
                assertStatusAgrees(after, parsed);
            }
        });
    }

    private static void assertStatusAgrees(BaoState played, BaoState parsed) {
        String p = GAME.status(played).notation();
        String q = GAME.status(parsed).notation();
        if (p.equals("draw:repetition")) {
            assertEquals("ongoing", q);
        } else {
            assertEquals(p, q);
        }
    }

    @Property(tries = 25)
    void theNaiveImplementationAgreesAtEveryPly(@ForAll long seed) {
        NaiveBaoKigogo[] naive = {NaiveBaoKigogo.parse(GAME.formatPosition(GAME.initialState()))};
        randomGame(seed, (before, move, after) -> {
            List<String> moves = new ArrayList<>();
            for (BaoMove m : GAME.legalMoves(before)) {
                moves.add(m.notation());
            }
            assertEquals(naive[0].moves(), moves);
            naive[0] = naive[0].play(move.notation(), false);
            assertEquals(naive[0].position(), GAME.formatPosition(after));
            assertEquals(naive[0].outcome, GAME.status(after).notation());
        });
    }
}
