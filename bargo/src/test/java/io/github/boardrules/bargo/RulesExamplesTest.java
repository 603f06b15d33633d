package io.github.boardrules.bargo;

import static io.github.boardrules.bargo.Fixtures.at;
import static io.github.boardrules.bargo.Fixtures.check;
import static io.github.boardrules.bargo.Fixtures.game;
import static io.github.boardrules.bargo.Fixtures.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.IllegalMoveReason;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * One example per rule clause of the rule page, each on a position worked out by hand. Base-2
 * boards name their cells like this (ranks 3 to 1, top row first):
 *
 * <pre>
 *    b3  c3
 *  a2  b2  c2
 *    a1  b1
 * </pre>
 *
 * Steps by file and rank: e (+1, 0), w (−1, 0), ne (+1, +1), nw (0, +1), sw (−1, −1), se (0, −1).
 */
class RulesExamplesTest {
    private static final Optional<IllegalMoveReason> LEGAL = Optional.empty();

    private static Optional<IllegalMoveReason> refused(BargoIllegalMoveReason reason) {
        return Optional.of(reason);
    }

    private static Cell cell(BargoState state, String name) {
        return Cell.parse(state.base(), name);
    }

    @Test
    void aWallOnTheRimOfTheBoardIsRefused() {
        // a2 is the west corner of the base-2 board: its w, nw and sw edges are the rim.
        BargoState empty = Bargo.withRules(BargoRules.of(2, 0)).initialState();
        assertEquals(refused(BargoIllegalMoveReason.WALL_ON_EDGE), check(empty, "a2w"));
        assertEquals(refused(BargoIllegalMoveReason.WALL_ON_EDGE), check(empty, "a2nw"));
        assertEquals(refused(BargoIllegalMoveReason.WALL_ON_EDGE), check(empty, "a2sw"));
        assertEquals(LEGAL, check(empty, "a2e"));
        assertEquals(LEGAL, check(empty, "a2ne"));
        assertEquals(LEGAL, check(empty, "a2se"));
    }

    @Test
    void theEmptyBase2BoardHas24PlacementsAndTheButton() {
        // The centre takes a wall on any of its 6 edges; each of the 6 rim cells on its 3 inner edges.
        BargoState empty = Bargo.withRules(BargoRules.of(2, 0)).initialState();
        List<BargoMove> moves = game(empty).legalMoves(empty);
        assertEquals(25, moves.size());
        assertEquals(BargoMove.BUTTON, moves.get(24));
        // Notation order: b3 first (top row), its inner edges e, sw, se in direction order.
        assertEquals("b3e", moves.get(0).notation());
        assertEquals("b3sw", moves.get(1).notation());
        assertEquals("b3se", moves.get(2).notation());
    }

    @Test
    void aWallOnAnEdgeThatAlreadyHoldsTheNeighboursWallIsRefused() {
        // White b2's wall lies on the edge b2–c2; a Black wall on c2's west edge would double it.
        BargoState s = at("../.We./.. b - 0 0");
        assertEquals(refused(BargoIllegalMoveReason.DOUBLED_WALL), check(s, "c2w"));
        // c2's other inner edges are free.
        assertEquals(LEGAL, check(s, "c2nw"));
        assertEquals(LEGAL, check(s, "c2sw"));
    }

    /**
     * White a2 (wall ne, towards b3) and White b2 (wall e) form one group — a2 reaches b2 through
     * their unwalled edge — whose only liberty is b3: a2's own wall cuts it from b3; a1, b1, c2, c3
     * are Black, and c3's wall faces b2, so b2 is not linked to c3 either.
     */
    private static final String CAPTURE_AT_B3 = ".Bsw/WneWeBnw/BeBne b - 0 0";

    @Test
    void aDoubledWallCountsEvenWhenThisMoveWouldCaptureTheNeighbour() {
        BargoState s = at(CAPTURE_AT_B3);
        // b3 with its wall towards a2 (sw) lies on the edge already walled by a2: refused before any
        // capture is considered, although b3 fills the group's last liberty.
        assertEquals(refused(BargoIllegalMoveReason.DOUBLED_WALL), check(s, "b3sw"));
        // With the wall towards c3 (own piece) the same placement captures both White pieces.
        assertEquals("BeBsw/..Bnw/BeBne w - 0 0", play(s, "b3e").toString());
    }

    @Test
    void aWallMayFaceAnEnemyPieceThatThisMoveCaptures() {
        // b3's wall towards b2 (se) faces White b2, which the move captures: legal (rule 3b looks at
        // the board after the removals).
        BargoState s = at(CAPTURE_AT_B3);
        assertEquals(LEGAL, check(s, "b3se"));
        assertEquals("BseBsw/..Bnw/BeBne w - 0 0", play(s, "b3se").toString());
    }

    @Test
    void aWallMustNotFaceAnEnemyPieceThatStays() {
        // White b2 has liberties everywhere; Black a2 with its wall towards b2 (e) would face it.
        BargoState s = at("../.We./.. b - 0 0");
        assertEquals(refused(BargoIllegalMoveReason.WALL_FACES_ENEMY), check(s, "a2e"));
        assertEquals(LEGAL, check(s, "a2ne"));
        Bargo game = game(s);
        BargoMove move = game.parseMove(s, "a2e");
        IllegalMoveException thrown = assertThrows(IllegalMoveException.class, () -> game.apply(s, move));
        assertEquals(BargoIllegalMoveReason.WALL_FACES_ENEMY, thrown.reason());
        assertEquals("a2e", thrown.move());
    }

    @Test
    void captureStopsAtAWallBetweenTwoEnemyPieces() {
        // Base 3. White c3 (wall e) and White d3 are neighbours, but c3's wall lies on their edge, so
        // they are two groups. c3's other neighbours d4, c4, b3, b2 are Black, so its only liberty is
        // c2; d3 keeps e4 and d2 (its own wall cuts e3). Black c2 removes c3 only: the capture stops
        // at the wall.
        BargoState s = at(".../.BeBe./.BeWeWe./.Be../... b - 0 0");
        BargoState after = play(s, "c2e");
        assertEquals(Optional.empty(), after.pieceAt(cell(s, "c3")));
        assertEquals(Optional.of(new BargoPiece(Colour.WHITE, Direction.E)), after.pieceAt(cell(s, "d3")));
        assertEquals(".../.BeBe./.Be.We./.BeBe./... w - 0 0", after.toString());
    }

    @Test
    void aCaptureBlockedByWalls() {
        // White b2 (wall e) has a2 as its only liberty: its wall cuts c2, and c3 (wall sw) and b1
        // (wall nw) wall themselves off from it, b3 and a1 are Black. In Go, Black a2 would capture.
        // Here every wall of a2 is refused: w, nw, sw lie on the rim; ne and se would double the
        // walls of b3 and a1, which face a2; e is allowed and would remove b2 — but then a2's wall
        // lies between it and the freed cell, and b3's and a1's walls cut a2 from its friends: the
        // new piece's group has no liberty. The walls block the capture.
        BargoState s = at("BswBsw/.We./BnwBnw b - 0 0");
        assertEquals(refused(BargoIllegalMoveReason.WALL_ON_EDGE), check(s, "a2w"));
        assertEquals(refused(BargoIllegalMoveReason.DOUBLED_WALL), check(s, "a2ne"));
        assertEquals(refused(BargoIllegalMoveReason.DOUBLED_WALL), check(s, "a2se"));
        assertEquals(refused(BargoIllegalMoveReason.SUICIDE), check(s, "a2e"));
        assertFalse(game(s).legalMoves(s).stream().anyMatch(m -> m.notation().startsWith("a2")));
    }

    @Test
    void removalsAreDecidedTogetherBeforeAnyIsMade() {
        // White b3 (wall sw) and White a2 (wall se) are two groups: b3's wall lies on their edge.
        // Black b2 fills the last liberty of both (c3 and a1 are Black). Had b3 been removed first,
        // its wall would have gone and a2 would have gained b3 as a liberty; decided together, both
        // go.
        BargoState s = at("WswBse/Wse../Be. b - 0 0");
        assertEquals(".Bse/.Be./Be. w - 0 0", play(s, "b2e").toString());
    }

    @Test
    void aPlacementWithoutLibertyThatCapturesNothingIsSuicide() {
        // White b3, b2, a1 are one group (no wall between them) with liberties c3, c2, b1 and a2.
        // Black a2 would touch only White pieces: no liberty, no capture — suicide, whatever the wall
        // (rule 3a is reported before 3b).
        BargoState s = at("We./.We./We. b - 0 0");
        assertEquals(refused(BargoIllegalMoveReason.SUICIDE), check(s, "a2e"));
        assertEquals(refused(BargoIllegalMoveReason.SUICIDE), check(s, "a2ne"));
        assertEquals(refused(BargoIllegalMoveReason.SUICIDE), check(s, "a2se"));
    }

    @Test
    void aPlacementWhoseOnlyLibertyComesFromItsCaptureIsLegal() {
        // White a1 (wall e) reaches only b2 (Black) and a2: a2 is its last liberty. Black b2's wall
        // faces a2 and Black a2's wall ne cuts b3, so a2 has no empty linked neighbour and links to no
        // friendly group — but it captures a1, whose emptied cell is its liberty.
        BargoState s = at("Be./.Bw./We. b - 0 0");
        assertEquals(LEGAL, check(s, "a2ne"));
        assertEquals("Be./BneBw./.. w - 0 0", play(s, "a2ne").toString());
    }

    @Test
    void theMoversOwnGroupLeftWithoutLibertyStaysUntilTheOpponentsNextPlacement() {
        // Black a2 (wall ne) reaches only b2 (empty) and a1 (White, wall ne). Black b2 with its wall
        // towards a2 (w) fills a2's last liberty and cuts it off: a2 has no liberty, but it is not the
        // new piece's group, so it stays (rule 3a concerns only the new piece's group).
        BargoState s = at("../Bne../Wne. b - 0 0");
        BargoState after = play(s, "b2w");
        assertTrue(after.pieceAt(cell(s, "a2")).isPresent());
        // White taking the button is no placement: a2 still stands.
        assertTrue(play(after, "button").pieceAt(cell(s, "a2")).isPresent());
        // White's next placement, anywhere, removes it like any enemy group without liberties.
        BargoState removed = play(after, "c3w");
        assertEquals(Optional.empty(), removed.pieceAt(cell(s, "a2")));
        assertEquals(".Ww/.Bw./Wne. b - 0 0", removed.toString());
    }

    /**
     * A ko: Black c3 (wall se) and White a1 (wall e). Black a2 (wall e, cutting it from b2) has b3 as
     * only liberty; White b3 (wall se, cutting it from b2) then captures a2 and has a2 as only
     * liberty; Black a2 again would capture b3 and repeat Black's position after its first a2.
     */
    private static final String KO = ".Bse/.../We. b - 0 0";

    @Test
    void superkoRefusesRepeatingThePlayersOwnEarlierPosition() {
        BargoState s = play(at(KO), "a2e", "b3se");
        assertEquals("WseBse/.../We. b - 0 0", s.toString());
        assertEquals(refused(BargoIllegalMoveReason.SUPERKO), check(s, "a2e"));
        // The same recapture with another wall gives the same position ignoring walls: refused too.
        assertEquals(refused(BargoIllegalMoveReason.SUPERKO), check(s, "a2ne"));
        // A parsed position has no history: the same position read from notation allows it.
        assertEquals(LEGAL, check(at(s.toString()), "a2e"));
    }

    @Test
    void theButtonStateMakesTheSameStonesADifferentPosition() {
        // Black takes the button instead, White passes, and now the recapture gives the same stones
        // as after Black's first a2 — but with the button taken, so it is a new position.
        BargoState s = play(at(KO), "a2e", "b3se", "button", "pass");
        assertEquals(LEGAL, check(s, "a2e"));
        assertEquals(".Bse/Be../We. w b 0 0", play(s, "a2e").toString());
    }

    @Test
    void passesAndTheButtonMayRepeatPositions() {
        // Black's pass ends its turn in the very position that ended its button turn: passes are
        // never restricted by rule 3c.
        BargoState s = play(Bargo.withRules(BargoRules.of(2, 0)).initialState(), "button", "pass");
        assertEquals(LEGAL, check(s, "pass"));
        assertTrue(play(s, "pass").isOver());
    }

    @Test
    void passingIsRefusedWhileTheButtonIsUntaken() {
        BargoState s = Bargo.standard().initialState();
        assertEquals(refused(BargoIllegalMoveReason.PASS_BEFORE_BUTTON), check(s, "pass"));
        assertEquals(LEGAL, check(s, "button"));
        BargoState taken = play(s, "button");
        assertEquals(Optional.of(Colour.BLACK), taken.buttonHolder());
        assertEquals(refused(BargoIllegalMoveReason.BUTTON_TAKEN), check(taken, "button"));
        assertEquals(LEGAL, check(taken, "pass"));
        List<BargoMove> moves = Bargo.standard().legalMoves(taken);
        assertEquals(BargoMove.PASS, moves.get(moves.size() - 1));
        assertFalse(moves.contains(BargoMove.BUTTON));
    }

    @Test
    void twoSuccessivePassesEndTheGame() {
        BargoState s = play(Bargo.withRules(BargoRules.of(2, 0)).initialState(), "b2e", "button", "pass");
        assertFalse(s.isOver());
        assertEquals(1, s.consecutivePasses());
        assertEquals(0, play(s, "b1ne").consecutivePasses());
        BargoState over = play(s, "pass");
        assertTrue(over.isOver());
        assertEquals(List.of(), game(over).legalMoves(over));
        assertEquals(refused(BargoIllegalMoveReason.GAME_OVER), check(over, "a2e"));
        assertEquals(refused(BargoIllegalMoveReason.GAME_OVER), check(over, "pass"));
        // Black b2 alone is linked to the six empty cells (its wall cuts only c2, which the others
        // reach), White has no piece: one territory, Black's. Black 1 + 6 = 7, White ½ (button).
        assertEquals(7.0, game(over).score(over).black().total());
        assertEquals(0.5, game(over).score(over).white().total());
        assertEquals("win:b:score", game(over).status(over).notation());
    }

    @Test
    void territoriesAreCutByWalls() {
        // Black b2 (wall w), White c3 (wall w) and White b1 (wall w). Empty regions: {b3, a2, a1}
        // and {c2}. The first is linked to Black b2 only: c3's and b1's walls face b3 and a1, and
        // b2's own wall cuts a2 — but b2 still reaches b3 and a1. So it is Black's (3 cells). {c2}
        // is linked to b2 and to White c3 and b1: nobody's.
        BargoState s = at(".Ww/.Bw./.Ww w b 0 2");
        BargoScoring score = game(s).score(s);
        assertEquals(new BargoScore(Colour.BLACK, 1, 3, 0, true), score.black());
        assertEquals(new BargoScore(Colour.WHITE, 2, 0, 0, false), score.white());
        assertEquals(2, score.territories().size());
        assertEquals(Set.of(Colour.BLACK), score.territories().get(0).owners());
        assertEquals(
                List.of(cell(s, "b3"), cell(s, "a2"), cell(s, "a1")),
                score.territories().get(0).cells());
        assertEquals(Set.of(), score.territories().get(1).owners());
        assertEquals("win:b:score", game(s).status(s).notation());
        // With komi 3 White has 5 against Black's 4½.
        BargoState komi = at(".Ww/.Bw./.Ww w b 3 2");
        assertEquals(5.0, game(komi).score(komi).white().total());
        assertEquals("win:w:score", game(komi).status(komi).notation());
    }

    @Test
    void aTerritoryWithNoLinkedPieceCountsForBoth() {
        // The empty base-2 board after the button and two passes: one territory of 7 cells with no
        // piece at all, owned by both (the literal reading). Black 7, White 7½ with the button.
        BargoState s = at("../.../.. b w 0 2");
        BargoScoring score = game(s).score(s);
        assertEquals(1, score.territories().size());
        assertEquals(
                Set.of(Colour.BLACK, Colour.WHITE), score.territories().get(0).owners());
        assertEquals(7.0, score.black().total());
        assertEquals(7.5, score.white().total());
        assertEquals("win:w:score", game(s).status(s).notation());
        // c2 sealed by three walls (b2 e, c3 se, b1 ne): no piece is linked to it, so it counts for
        // both as well, although only Black pieces stand around it.
        BargoState sealed = at(".Bse/.Be./.Bne w b 0 2");
        BargoTerritory c2 = game(sealed).score(sealed).territories().stream()
                .filter(t -> t.cells().equals(List.of(cell(sealed, "c2"))))
                .findFirst()
                .orElseThrow();
        assertTrue(c2.isOwnedBy(Colour.BLACK));
        assertTrue(c2.isOwnedBy(Colour.WHITE));
    }
}
