package io.github.boardrules.search.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Colour;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoState;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Certificates: one written for a solved position is accepted with the same claim and size, and
 * every kind of damage to it is refused with a reason.
 */
class CertificateTest {
    private static final GoRoGo GAME = GoRoGo.standard().withRules("setup=b2");

    /** A position of a random game with 11 placements left, solved in well under a second. */
    private static GoRoGoState start;

    private static Colour winner;
    private static String text;
    private static CertificateSummary written;

    @BeforeAll
    static void writeOne() {
        start = RandomPositions.draw(GAME, GAME.initialState(), 11, 1, 7).get(0);
        GoRoGoSolver solver = GoRoGoSolver.create(
                GAME,
                SolverOptions.withMemory(16L << 20),
                ProvenPositions.empty(GAME.rulesNotation()),
                SolveProgress.SILENT);
        winner = solver.solve(start).winner();
        StringWriter out = new StringWriter();
        written = Certificate.write(solver, start, 5, out);
        text = out.toString();
    }

    private static CertificateSummary verify(String certificate) {
        return Certificate.verify(new StringReader(certificate));
    }

    private static CertificateException refused(String certificate) {
        return assertThrows(CertificateException.class, () -> verify(certificate));
    }

    /** The certificate's lines. */
    private static List<String> lines() {
        return new ArrayList<>(Arrays.asList(text.split("\n")));
    }

    /** The winner's moves in file order. */
    private static List<String> moves() {
        List<String> lines = lines();
        List<String> moves = new ArrayList<>();
        for (String line : lines.subList(6, lines.size() - 1)) {
            moves.addAll(Arrays.asList(line.split(" ")));
        }
        return moves;
    }

    /** The certificate with its moves replaced. */
    private static String withMoves(List<String> moves) {
        List<String> lines = lines();
        return String.join("\n", lines.subList(0, 6)) + "\n" + String.join(" ", moves) + "\nend\n";
    }

    @Test
    void aWrittenCertificateIsAcceptedWithItsClaim() {
        CertificateSummary checked = verify(text);
        assertEquals(written, checked);
        assertEquals(winner, checked.winner());
        assertEquals(GAME.formatPosition(start), checked.start());
        assertEquals("setup=b2", checked.rules());
        assertTrue(checked.winnerMoves() > 10 && checked.leaves() > 10, checked.toString());
        // Six header lines, then the moves, then "end".
        assertEquals("boardrules-gorogo-certificate 1", lines().get(0));
        assertEquals("leaf 5", lines().get(4));
        assertEquals("end", lines().get(lines().size() - 1));
    }

    @Test
    void theOtherWinnerIsRefused() {
        // Claiming the loser wins: the file's moves are then read at the loser's positions, and
        // the walk reaches a lost leaf, a lost game or an illegal move.
        String other = text.replace(
                "\nwinner " + winner.code() + "\n",
                "\nwinner " + winner.opponent().code() + "\n");
        refused(other);
    }

    @Test
    void anIllegalMoveIsRefusedAndNamed() {
        // b2 holds the setup Henge, which is never captured: a piece there is illegal wherever the
        // winner moves.
        List<String> moves = moves();
        moves.set(0, "b2");
        CertificateException e = refused(withMoves(moves));
        assertTrue(e.getMessage().contains("'b2' is illegal"), e.getMessage());
        assertEquals(7, e.line());
    }

    @Test
    void aMoveThatIsNotAMoveIsRefused() {
        List<String> moves = moves();
        moves.set(0, "z9");
        assertTrue(refused(withMoves(moves)).getMessage().contains("'z9' is not a move"));
    }

    @Test
    void aLegalButLosingMoveIsRefused() {
        // Each of the winner's moves replaced in turn by another legal one until the certificate
        // breaks: at least one replacement must be caught (some other moves also win and pass).
        List<String> moves = moves();
        int caught = 0;
        for (int i = 0; i < Math.min(moves.size(), 8); i++) {
            for (String other : List.of("a1", "b1", "c1", "d1", "e1", "a5", "e5", "c3")) {
                if (other.equals(moves.get(i))) {
                    continue;
                }
                List<String> changed = new ArrayList<>(moves);
                changed.set(i, other);
                try {
                    verify(withMoves(changed));
                } catch (CertificateException e) {
                    caught++;
                }
            }
        }
        assertTrue(caught > 0);
    }

    @Test
    void missingAndExtraMovesAreRefused() {
        List<String> moves = moves();
        List<String> shorter = new ArrayList<>(moves.subList(0, moves.size() - 1));
        assertTrue(refused(withMoves(shorter)).getMessage().contains("no move for the winner"));
        List<String> longer = new ArrayList<>(moves);
        longer.add("a1");
        assertTrue(refused(withMoves(longer)).getMessage().contains("more moves than the strategy needs"));
        assertTrue(refused(text.replace("\nend\n", "\n")).getMessage().contains("without 'end'"));
        assertTrue(refused(text + "more\n").getMessage().contains("text after 'end'"));
    }

    @Test
    void aShallowerLeafNeedsMovesTheFileDoesNotHave() {
        // The start has 11 placements left, so the loser moves at 5 left and the winner at 4. With
        // leaf 4 the walk only tries the loser's moves at 5 left, whose positions are leaves: the
        // same proof, accepted. With leaf 3 the winner must move at 4 left, and the file has no
        // moves for those positions: the walk reads other positions' moves, or runs out.
        assertEquals(
                written.winnerMoves(),
                verify(text.replace("\nleaf 5\n", "\nleaf 4\n")).winnerMoves());
        refused(text.replace("\nleaf 5\n", "\nleaf 3\n"));
    }

    @Test
    void severalThreadsAcceptWithTheSameClaim() {
        assertEquals(written, Certificate.verify(new StringReader(text), 2));
        assertEquals(written, Certificate.verify(new StringReader(text), 3));
        assertThrows(IllegalArgumentException.class, () -> Certificate.verify(new StringReader(text), 0));
    }

    @Test
    void severalThreadsRefuseWhatOneRefusesForTheSameReason() {
        // The damaged certificates of the test above: the winner's early moves replaced by others.
        // With the leaves solved on a pool, the verdict, the reason and the line must be those of
        // one thread — in particular the leaf named is the first lost one in the walk's order,
        // even when a later one fails first on another thread.
        List<String> moves = moves();
        int leavesLost = 0;
        for (int i = 0; i < Math.min(moves.size(), 8); i++) {
            for (String other : List.of("a1", "c1", "e1", "e5", "c3")) {
                List<String> changed = new ArrayList<>(moves);
                changed.set(i, other);
                String damaged = withMoves(changed);
                String one = verdict(damaged, 1);
                assertEquals(one, verdict(damaged, 3), "move " + i + " replaced by " + other);
                if (one.contains("a leaf is not won")) {
                    leavesLost++;
                }
            }
        }
        assertTrue(leavesLost > 0, "no replacement lost a leaf");
    }

    /** What a check says: the claim, or the line and reason of the refusal. */
    private static String verdict(String certificate, int threads) {
        try {
            return Certificate.verify(new StringReader(certificate), threads).toString();
        } catch (CertificateException e) {
            return e.line() + ": " + e.getMessage();
        }
    }

    @Test
    void aDamagedHeaderIsRefusedWithItsLine() {
        assertEquals(1, refused(text.replace("certificate 1", "certificate 2")).line());
        assertEquals(
                2, refused(text.replace("rules setup=b2", "rules setup=z9")).line());
        assertEquals(3, refused(text.replace("\nstart ", "\nstart x")).line());
        assertEquals(
                4,
                refused(text.replace("\nwinner " + winner.code(), "\nwinner x")).line());
        assertEquals(5, refused(text.replace("\nleaf 5", "\nleaf 25")).line());
        assertEquals(6, refused(text.replace("\nmoves\n", "\nmove\n")).line());
        assertEquals(0, refused("").line());
    }
}
