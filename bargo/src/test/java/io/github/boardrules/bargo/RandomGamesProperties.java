package io.github.boardrules.bargo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.IllegalMoveReason;
import io.github.boardrules.common.Outcome;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Bargo's own properties over random legal games on several board sizes: the rule page's invariants,
 * agreement with the naive reference implementation, and checks over every writable move. The
 * contract of {@code Game} itself (apply, check and legal moves agree, purity, notation and record
 * round trips) is {@link ContractProperties}; the notation over every board base is
 * {@link NotationProperties}.
 */
class RandomGamesProperties {
    /** A random game: uniform moves, passing with probability 0.1 once allowed, capped length. */
    static List<BargoState> randomGame(Bargo game, long seed, int maxPlies) {
        SplittableRandom random = new SplittableRandom(seed);
        List<BargoState> states = new ArrayList<>();
        BargoState state = game.initialState();
        states.add(state);
        for (int ply = 0; ply < maxPlies; ply++) {
            List<BargoMove> moves = game.legalMoves(state);
            if (moves.isEmpty()) {
                break;
            }
            BargoMove last = moves.get(moves.size() - 1);
            BargoMove move = last instanceof BargoMove.Pass && random.nextInt(10) == 0
                    ? last
                    : moves.get(random.nextInt(moves.size()));
            state = game.apply(state, move);
            states.add(state);
        }
        return states;
    }

    static int cells(int base) {
        return 3 * base * (base - 1) + 1;
    }

    /** Every move that could be written on a board: all placements, the button and the pass. */
    private static List<BargoMove> everyMove(int base) {
        List<BargoMove> moves = new ArrayList<>();
        for (NaiveBargo.Hex h : NaiveBargo.cells(base)) {
            for (Direction d : Direction.values()) {
                moves.add(new BargoMove.Place(Cell.of(base, h.q(), h.r()), d));
            }
        }
        moves.add(BargoMove.BUTTON);
        moves.add(BargoMove.PASS);
        return moves;
    }

    @Property(tries = 40)
    void noEdgeEverHoldsTwoWalls(@ForAll long seed, @ForAll @IntRange(min = 2, max = 7) int base) {
        Bargo game = Bargo.withRules(BargoRules.of(base, 0));
        for (BargoState state : randomGame(game, seed, 4 * cells(base))) {
            Map<NaiveBargo.Hex, NaiveBargo.Piece> pieces = NaiveBargo.pieces(state);
            pieces.forEach((hex, piece) -> {
                NaiveBargo.Hex behind = hex.step(piece.wall());
                assertTrue(NaiveBargo.onBoard(base, behind), "wall on the rim at " + hex);
                NaiveBargo.Piece other = pieces.get(behind);
                assertTrue(other == null || other.wall() != (piece.wall() + 3) % 6, "doubled wall at " + hex);
            });
        }
    }

    @Property(tries = 40)
    void afterEveryPlacementTheOpponentHasLibertiesAndTheNewPieceIsSound(
            @ForAll long seed, @ForAll @IntRange(min = 2, max = 7) int base) {
        Bargo game = Bargo.withRules(BargoRules.of(base, 0));
        for (BargoState state : randomGame(game, seed, 4 * cells(base))) {
            if (!(state.lastMove().orElse(BargoMove.PASS) instanceof BargoMove.Place)) {
                continue;
            }
            BargoMove.Place place = (BargoMove.Place) state.lastMove().orElseThrow();
            Map<NaiveBargo.Hex, NaiveBargo.Piece> pieces = NaiveBargo.pieces(state);
            char opponent = state.toMove() == Colour.BLACK ? 'B' : 'W';
            pieces.forEach((hex, piece) -> {
                if (piece.colour() == opponent) {
                    assertTrue(
                            NaiveBargo.hasLiberty(base, pieces, NaiveBargo.group(base, pieces, hex)),
                            "opponent group without liberty at " + hex + " in " + state);
                }
            });
            NaiveBargo.Hex placed =
                    new NaiveBargo.Hex(place.cell().q(), place.cell().r());
            assertTrue(NaiveBargo.hasLiberty(base, pieces, NaiveBargo.group(base, pieces, placed)));
            NaiveBargo.Piece facing = pieces.get(placed.step(place.wall().ordinal()));
            assertTrue(facing == null || facing.colour() != opponent, "new wall faces an enemy in " + state);
        }
    }

    @Property(tries = 40)
    void aPlayersEndOfTurnPositionsAfterPlacementsNeverRepeat(
            @ForAll long seed, @ForAll @IntRange(min = 2, max = 5) int base) {
        Bargo game = Bargo.withRules(BargoRules.of(base, 0));
        List<Set<String>> seen = List.of(new HashSet<>(), new HashSet<>());
        for (BargoState state : randomGame(game, seed, 4 * cells(base))) {
            Optional<BargoMove> last = state.lastMove();
            if (last.isEmpty()) {
                continue;
            }
            int mover = state.toMove() == Colour.BLACK ? 1 : 0;
            String key = NaiveBargo.key(
                    base, NaiveBargo.pieces(state), state.buttonHolder().isPresent() ? 'x' : ' ');
            boolean added = seen.get(mover).add(key);
            if (last.get() instanceof BargoMove.Place) {
                assertTrue(added, "placement repeated a position: " + state);
            }
        }
    }

    /**
     * Unlike the contract kit, which tries the moves legal in other random states, this tries every
     * move that can be written on the board — rim walls included, which are never legal anywhere.
     */
    @Property(tries = 25)
    void listedMovesApplyAndEveryOtherMoveIsRefusedWithAReason(
            @ForAll long seed, @ForAll @IntRange(min = 2, max = 5) int base) {
        Bargo game = Bargo.withRules(BargoRules.of(base, 0));
        List<BargoMove> everyMove = everyMove(base);
        SplittableRandom pick = new SplittableRandom(seed ^ 0x1234);
        for (BargoState state : randomGame(game, seed, 4 * cells(base))) {
            if (pick.nextInt(4) != 0) {
                continue;
            }
            String before = state.toString();
            int hash = state.hashCode();
            Set<BargoMove> legal = new HashSet<>(game.legalMoves(state));
            for (BargoMove move : everyMove) {
                Optional<IllegalMoveReason> reason = game.check(state, move);
                if (legal.contains(move)) {
                    assertEquals(Optional.empty(), reason, move + " in " + state);
                    BargoState next = game.apply(state, move);
                    assertNotEquals(next.toString() + next.historySize(state.toMove()), "");
                } else {
                    assertTrue(reason.isPresent(), move + " unlisted but accepted in " + state);
                    IllegalMoveException thrown =
                            assertThrows(IllegalMoveException.class, () -> game.apply(state, move));
                    assertEquals(reason.get(), thrown.reason());
                }
            }
            assertEquals(before, state.toString(), "apply changed its input");
            assertEquals(hash, state.hashCode(), "apply changed its input");
        }
    }

    @Property(tries = 25)
    void legalMovesAgreeWithTheNaiveImplementation(@ForAll long seed, @ForAll @IntRange(min = 2, max = 3) int base) {
        Bargo game = Bargo.withRules(BargoRules.of(base, 0));
        NaiveBargo.State naive = NaiveBargo.initial(base);
        BargoState state = game.initialState();
        SplittableRandom random = new SplittableRandom(seed);
        for (int ply = 0; ply < 4 * cells(base); ply++) {
            List<String> expected = NaiveBargo.legalMoves(naive);
            List<String> actual = new ArrayList<>();
            for (BargoMove move : game.legalMoves(state)) {
                actual.add(game.formatMove(move));
            }
            assertEquals(expected, actual, "legal moves differ in " + state);
            if (actual.isEmpty()) {
                break;
            }
            String move = actual.get(random.nextInt(actual.size()));
            if (actual.get(actual.size() - 1).equals("pass") && random.nextInt(8) == 0) {
                move = "pass";
            }
            naive = NaiveBargo.apply(naive, move);
            state = game.apply(state, game.parseMove(state, move));
        }
    }

    @Property(tries = 40)
    void scoresAddUp(
            @ForAll long seed,
            @ForAll @IntRange(min = 2, max = 7) int base,
            @ForAll @IntRange(min = -5, max = 5) int komi) {
        Bargo game = Bargo.withRules(BargoRules.of(base, komi));
        List<BargoState> states = randomGame(game, seed, 6 * cells(base));
        BargoState end = states.get(states.size() - 1);
        BargoScoring score = game.score(end);
        int pieces = NaiveBargo.pieces(end).size();
        assertEquals(pieces, score.black().pieces() + score.white().pieces());
        int covered = 0;
        int blackTerritory = 0;
        int whiteTerritory = 0;
        for (BargoTerritory territory : score.territories()) {
            covered += territory.cells().size();
            blackTerritory +=
                    territory.isOwnedBy(Colour.BLACK) ? territory.cells().size() : 0;
            whiteTerritory +=
                    territory.isOwnedBy(Colour.WHITE) ? territory.cells().size() : 0;
        }
        assertEquals(cells(base), pieces + covered);
        assertEquals(blackTerritory, score.black().territory());
        assertEquals(whiteTerritory, score.white().territory());
        assertEquals(komi, score.white().komi());
        assertEquals(0, score.black().komi());
        double button = end.buttonHolder().isPresent() ? 0.5 : 0.0;
        assertEquals(
                pieces + blackTerritory + whiteTerritory + komi + button,
                score.black().total() + score.white().total());
        if (end.isOver()) {
            Outcome outcome = (Outcome) game.status(end);
            assertNotEquals(
                    outcome.scores().get(0).points(), outcome.scores().get(1).points());
            assertEquals(score.leader(), ((Outcome.Win) outcome).winner());
        }
    }
}
