package io.github.boardrules.search.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Colour;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoSearchSupport;
import io.github.boardrules.gorogo.GoRoGoState;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * A solve split into parts: the parts are one per set of mirror images, and the certificates of
 * the parts, joined, prove what a solve of the whole proves — checked by the certificate checker,
 * which trusts neither the join nor the parts.
 */
class SplitSolveTest {
    private static final GoRoGo GAME = GoRoGo.standard();
    private static final GoRoGoSearchSupport SUPPORT = GAME.searchSupport();

    /**
     * A position that the reflection across the c file maps onto itself (a↔e, b↔d, colours kept),
     * with 8 placements left: its 8 empty points come in 4 mirrored pairs (a1/e1, b1/d1, a3/e3,
     * b5/d5), so Black's 16 moves (a piece or a Henge on each) leave 8 parts.
     */
    private static final GoRoGoState SYMMETRIC = GAME.parsePosition("B.W.B/WBBBW/.WHW./BWWWB/..B.. b 2/2 2/2 0,0");

    private static GoRoGoSolver solver() {
        return GoRoGoSolver.create(
                GAME,
                SolverOptions.withMemory(1L << 20),
                ProvenPositions.empty(GAME.rulesNotation()),
                SolveProgress.SILENT);
    }

    /** Each part solved on its own, with a fresh solver as on another machine, and certified. */
    private static List<String> certify(List<GoRoGoState> parts, int leaf) {
        List<String> certificates = new ArrayList<>();
        for (GoRoGoState part : parts) {
            StringWriter out = new StringWriter();
            Certificate.write(solver(), part, leaf, out);
            certificates.add(out.toString());
        }
        return certificates;
    }

    private static List<Supplier<Reader>> sources(List<String> certificates) {
        List<Supplier<Reader>> sources = new ArrayList<>();
        for (String text : certificates) {
            sources.add(() -> new StringReader(text));
        }
        return sources;
    }

    private static String join(GoRoGoState start, List<String> certificates) {
        StringWriter out = new StringWriter();
        SplitSolve.join(GAME, start, sources(certificates), out);
        return out.toString();
    }

    private static boolean isImage(GoRoGoState a, GoRoGoState b) {
        for (int s = 0; s < SUPPORT.symmetryCount(); s++) {
            if (SUPPORT.transform(a, s).equals(b)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void everyPositionBelowIsAnImageOfExactlyOnePart() {
        List<GoRoGoState> parts = SplitSolve.parts(GAME, SYMMETRIC, 1);
        List<GoRoGoMove> moves = GAME.legalMoves(SYMMETRIC);
        assertEquals(16, moves.size());
        assertEquals(8, parts.size());
        for (GoRoGoMove move : moves) {
            GoRoGoState child = GAME.apply(SYMMETRIC, move);
            assertEquals(1, parts.stream().filter(part -> isImage(part, child)).count(), GAME.formatMove(move));
        }
        for (GoRoGoState part : parts) {
            assertEquals(1, parts.stream().filter(other -> isImage(other, part)).count());
            assertEquals(SYMMETRIC.placements() + 1, part.placements());
        }
    }

    @Test
    void partsTwoPlacementsDownAreTheDistinctPositionsThere() {
        GoRoGoState start =
                RandomPositions.draw(GAME, GAME.initialState(), 10, 1, 3).get(0);
        List<GoRoGoState> parts = SplitSolve.parts(GAME, start, 2);
        int reached = 0;
        for (GoRoGoMove first : GAME.legalMoves(start)) {
            GoRoGoState child = GAME.apply(start, first);
            for (GoRoGoMove second : GAME.status(child).isOver() ? List.<GoRoGoMove>of() : GAME.legalMoves(child)) {
                GoRoGoState grandchild = GAME.apply(child, second);
                if (!GAME.status(grandchild).isOver()) {
                    reached++;
                    assertEquals(
                            1,
                            parts.stream()
                                    .filter(part -> isImage(part, grandchild))
                                    .count());
                }
            }
        }
        // A random position has almost no symmetry, but move orders meet: fewer parts than paths.
        assertTrue(parts.size() <= reached && parts.size() > reached / 3, parts.size() + " of " + reached);
    }

    @Test
    void theJoinedCertificateOfMirroredPartsIsAcceptedWithTheSolversWinner() {
        Colour winner = solver().solve(SYMMETRIC).winner();
        // Black, to move, loses: the joined certificate answers all 16 moves, 8 of them through a
        // part seen in the mirror (its moves turned by the reflection).
        assertEquals(Colour.WHITE, winner);
        String joined = join(SYMMETRIC, certify(SplitSolve.parts(GAME, SYMMETRIC, 1), 4));
        CertificateSummary checked = Certificate.verify(new StringReader(joined));
        assertEquals(winner, checked.winner());
        assertEquals(GAME.formatPosition(SYMMETRIC), checked.start());
        assertEquals(4, checked.leafLeft());
    }

    @Test
    void partsTwoPlacementsDownJoinIntoACertificateOfTheStart() {
        GoRoGoState start =
                RandomPositions.draw(GAME, GAME.initialState(), 10, 1, 5).get(0);
        Colour winner = solver().solve(start).winner();
        List<GoRoGoState> parts = SplitSolve.parts(GAME, start, 2);
        // The parts' leaf depths differ; the joined certificate takes the largest.
        List<String> certificates = new ArrayList<>(certify(parts.subList(0, 1), 6));
        certificates.addAll(certify(parts.subList(1, parts.size()), 4));
        CertificateSummary checked = Certificate.verify(new StringReader(join(start, certificates)));
        assertEquals(winner, checked.winner());
        assertEquals(6, checked.leafLeft());
    }

    @Test
    void aPartTheProofNeedsIsNamedWhenMissing() {
        List<GoRoGoState> parts = SplitSolve.parts(GAME, SYMMETRIC, 1);
        List<String> certificates = certify(parts, 4);
        int needed = 0;
        for (int i = 0; i < parts.size(); i++) {
            List<String> without = new ArrayList<>(certificates);
            without.remove(i);
            GoRoGoState dropped = parts.get(i);
            try {
                // Without a part the proof does not need, the join still proves the whole.
                Certificate.verify(new StringReader(join(SYMMETRIC, without)));
            } catch (CertificateException e) {
                needed++;
                String named = e.getMessage().substring("no part covers ".length());
                assertTrue(isImage(dropped, GAME.parsePosition(named)), e.getMessage());
            }
        }
        // Where the loser moves every reply is needed; where the winner moves, only one.
        Colour winner = solver().solve(SYMMETRIC).winner();
        assertEquals(winner == SYMMETRIC.toMove() ? 1 : parts.size(), needed);
    }

    @Test
    void aPartUnderOtherRulesIsRefused() {
        GoRoGo other = GoRoGo.standard().withRules("lastHenge=loses");
        GoRoGoState part = SplitSolve.parts(GAME, SYMMETRIC, 1).get(0);
        StringWriter out = new StringWriter();
        Certificate.write(
                GoRoGoSolver.create(
                        other,
                        SolverOptions.withMemory(1L << 20),
                        ProvenPositions.empty(other.rulesNotation()),
                        SolveProgress.SILENT),
                other.parsePosition(GAME.formatPosition(part)),
                4,
                out);
        CertificateException refused =
                assertThrows(CertificateException.class, () -> join(SYMMETRIC, List.of(out.toString())));
        assertTrue(refused.getMessage().contains("part 1 is under the rules 'lastHenge=loses'"), refused.getMessage());
    }

    @Test
    void aPartWithAnIllegalMoveIsRefusedWithItsNumber() {
        List<GoRoGoState> parts = SplitSolve.parts(GAME, SYMMETRIC, 1);
        List<String> certificates = certify(parts, 4);
        // c3 holds a Henge in every position below: a move there is never legal.
        List<String> damaged = new ArrayList<>();
        for (String text : certificates) {
            String[] lines = text.split("\n", -1);
            lines[6] = lines[6].replaceFirst("^\\S+", "c3");
            damaged.add(String.join("\n", lines));
        }
        CertificateException refused = assertThrows(CertificateException.class, () -> join(SYMMETRIC, damaged));
        assertTrue(refused.getMessage().matches("part \\d+: line 7: 'c3' is illegal.*"), refused.getMessage());
    }
}
