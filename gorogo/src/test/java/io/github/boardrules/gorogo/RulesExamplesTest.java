package io.github.boardrules.gorogo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.GameRecord;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Score;
import io.github.boardrules.common.Status;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * One example or more per rule clause, each on a position worked out by hand, under the published
 * rules and under the rules option {@code lastHenge=loses} (the online platform's reading of a Henge
 * as a last placement).
 */
class RulesExamplesTest {
    static final GoRoGo STANDARD = GoRoGo.standard();
    static final GoRoGo ONLINE =
            GoRoGo.withRules(GoRoGoRules.builder().lastHengeLoses(true).build());

    /**
     * Black to move with only a Henge in hand (0/1: 11 placements made), White with one piece
     * (1/0). Black captured 4, White 5.
     *
     * <pre>
     *   5 B B . . H
     *   4 . . B H .
     *   3 W B W B .
     *   2 . . . . W
     *   1 H H . W W
     *     a b c d e
     * </pre>
     *
     * White's c3 has one liberty, c2 (c4, b3, d3 are black); every other group has two or more.
     */
    static final String BLACK_HOLDS_ONLY_A_HENGE = "BB..H/..BH./WBWB./....W/HH.WW b 0/1 1/0 4,5";

    private static List<Score> scores(int black, int white) {
        return List.of(new Score(Colour.BLACK, black), new Score(Colour.WHITE, white));
    }

    /** A placement read as after the setup: {@code Hc2} is a Henge from hand. */
    static GoRoGoMove placement(String text) {
        return ONLINE.parseMove(ONLINE.parsePosition(BLACK_HOLDS_ONLY_A_HENGE), text);
    }

    private final GoRoGo game = GoRoGo.standard();

    private GoRoGoState play(String moves) {
        GoRoGoState state = game.initialState();
        for (String move : moves.split(" ")) {
            state = game.apply(state, game.parseMove(state, move));
        }
        return state;
    }

    private GoRoGoMove move(GoRoGoState state, String text) {
        return game.parseMove(state, text);
    }

    private Optional<GoRoGoIllegalMoveReason> reason(GoRoGoState state, String move) {
        return game.check(state, move(state, move)).map(GoRoGoIllegalMoveReason.class::cast);
    }

    private static Occupant at(GoRoGoState state, String point) {
        return state.occupant(Point.parse(point));
    }

    @Test
    void theGameStartsWithWhitePlacingTheNeutralHengeAnywhere() {
        // Empty board, White to move, both hands full; the only legal moves are the 25 setups.
        GoRoGoState start = game.initialState();
        assertEquals("...../...../...../...../..... w 10/2 10/2 0,0", game.formatPosition(start));
        assertTrue(start.isSetupPhase());
        assertEquals(Colour.WHITE, game.playerToMove(start));
        List<GoRoGoMove> moves = game.legalMoves(start);
        assertEquals(25, moves.size());
        assertTrue(moves.stream().allMatch(m -> m instanceof GoRoGoMove.Setup));
        assertEquals(Status.ONGOING, game.status(start));
        // A coloured piece or a hand Henge before the setup is refused.
        assertEquals(Optional.of(GoRoGoIllegalMoveReason.SETUP_REQUIRED), reason(start, "c3"));
        assertEquals(
                Optional.of(GoRoGoIllegalMoveReason.SETUP_REQUIRED),
                game.check(start, GoRoGoMove.henge(Point.parse("c3"))));
        // After the setup Black moves, nobody's hand has changed, and a second setup is refused.
        GoRoGoState after = play("Hc3");
        assertEquals("...../...../..H../...../..... b 10/2 10/2 0,0", game.formatPosition(after));
        assertEquals(Colour.BLACK, game.playerToMove(after));
        assertEquals(
                Optional.of(GoRoGoIllegalMoveReason.SETUP_DONE),
                game.check(after, GoRoGoMove.setup(Point.parse("a1"))));
    }

    @Test
    void aGameMayStartFromAChosenSetupPoint() {
        // The rules option starts from the position after the setup move. A state carries its
        // rules and they are part of equality, so the two states differ only by their rules: the
        // same position, the same legal moves, and equal once both are read under one rules.
        GoRoGoState viaMove = play("Hc3");
        GoRoGo centre = game.withRules("setup=c3");
        assertEquals("setup=c3", centre.rulesNotation());
        assertEquals(viaMove.toString(), centre.initialState().toString());
        assertEquals(game.legalMoves(viaMove), game.legalMoves(centre.initialState()));
        assertEquals(viaMove, game.parsePosition(centre.initialState().toString()));
        assertEquals(centre.initialState(), centre.parsePosition(viaMove.toString()));
        assertEquals(
                GoRoGoRules.withSetup(Point.parse("c3")), centre.initialState().rules());
        assertEquals(centre, game.withRulesOf(centre.initialState()));
        assertNotEquals(viaMove, centre.initialState());
        assertEquals(
                GoRoGoMove.setup(Point.parse("c3")),
                centre.initialState().lastMove().orElseThrow());
        assertEquals(
                centre,
                GoRoGo.withRules(
                        GoRoGoRules.builder().setupPoint(Point.parse("c3")).build()));
        assertEquals("", game.rulesNotation());
    }

    @Test
    void eachPlayerHoldsTenPiecesAndTwoHengeAndMayPlaceEitherKind() {
        // After the centre setup Black may put a piece or a Henge on each of the 24 empty points.
        GoRoGoState state = play("Hc3");
        List<GoRoGoMove> moves = game.legalMoves(state);
        assertEquals(48, moves.size());
        assertEquals(GoRoGoMove.piece(Point.parse("a1")), moves.get(0));
        assertEquals(GoRoGoMove.henge(Point.parse("a1")), moves.get(24));
        GoRoGoState afterHenge = game.apply(state, move(state, "Hb2"));
        assertEquals(1, afterHenge.hengeInHand(Colour.BLACK));
        assertEquals(10, afterHenge.piecesInHand(Colour.BLACK));
        GoRoGoState afterPiece = game.apply(afterHenge, move(afterHenge, "d4"));
        assertEquals(9, afterPiece.piecesInHand(Colour.WHITE));
        assertEquals(Occupant.WHITE, at(afterPiece, "d4"));
        assertEquals(Occupant.HENGE, at(afterPiece, "b2"));
    }

    @Test
    void aPieceMayOnlyGoOnAnEmptyPoint() {
        // c3 holds the setup Henge, b2 a black piece.
        GoRoGoState state = play("Hc3 b2");
        assertEquals(Optional.of(GoRoGoIllegalMoveReason.OCCUPIED), reason(state, "c3"));
        assertEquals(Optional.of(GoRoGoIllegalMoveReason.OCCUPIED), reason(state, "Hb2"));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> game.apply(state, move(state, "b2")));
        assertEquals(GoRoGoIllegalMoveReason.OCCUPIED, e.reason());
        assertEquals("b2", e.move());
    }

    @Test
    void theIssueCaseAHengeTurnedBlackLetsC4CaptureAndLive() {
        // Setup Hb3, then a2 b2 c2 c3 d3 d4 e3 c5 e1 b4. Board before Black's c4:
        //   5 . . W . .
        //   4 . W . W .
        //   3 . H W B B
        //   2 B W B . .
        //   1 . . . . B
        // c4 touches only white pieces (c5, b4, d4, c3). On Black's turn the Henge b3 is black,
        // so White's c3 (next to c2, d3, b3 and the new c4) has no liberty and is removed; that
        // empties c3, which gives c4 its liberty: not suicide.
        GoRoGoState state = play("Hb3 a2 b2 c2 c3 d3 d4 e3 c5 e1 b4");
        assertEquals(Optional.empty(), reason(state, "c4"));
        GoRoGoState after = game.apply(state, move(state, "c4"));
        assertEquals("..W../.WBW./.H.BB/BWB../....B w 4/2 5/2 1,0", game.formatPosition(after));
        assertEquals(1, after.captures(Colour.BLACK));
        assertEquals(Occupant.EMPTY, at(after, "c3"));
        assertEquals(6, after.placements(Colour.BLACK));
        assertEquals(5, after.placements(Colour.WHITE));
    }

    @Test
    void aGroupSafeOnlyThroughAHengeIsCapturedByTheOpponentsNextPlacementAnywhere() {
        // Setup Hb1, Black c5, White a2, Black a1. Black's a1 touches a2 (white) and the Henge b1;
        // on Black's turn the Henge is black and the group {a1, b1} breathes at c1 and b2, so a1
        // is legal and stays. On White's turn the Henge is white: a1 has no liberty, and White's
        // next placement — e5, far away — removes it.
        GoRoGoState state = play("Hb1 c5 a2 a1");
        assertEquals(Occupant.BLACK, at(state, "a1"));
        GoRoGoState after = game.apply(state, move(state, "e5"));
        assertEquals(Occupant.EMPTY, at(after, "a1"));
        assertEquals(Occupant.HENGE, at(after, "b1"));
        assertEquals(1, after.captures(Colour.WHITE));
        assertEquals(0, after.captures(Colour.BLACK));
        assertEquals(8, after.piecesInHand(Colour.BLACK), "a captured piece does not return to hand");
    }

    @Test
    void suicideIsRefusedForAPieceButAllowedForAHenge() {
        // Setup Hc3; White holds a2 and b1 around the corner a1, both with other liberties.
        // A black piece on a1 would have no liberty and capture nothing: suicide. A Henge on a1
        // is legal anyway; it sits there without a liberty and is never captured.
        GoRoGoState state = play("Hc3 e5 a2 e4 b1");
        assertEquals(Optional.of(GoRoGoIllegalMoveReason.SUICIDE), reason(state, "a1"));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> game.apply(state, move(state, "a1")));
        assertEquals(GoRoGoIllegalMoveReason.SUICIDE, e.reason());
        assertFalse(game.legalMoves(state).contains(GoRoGoMove.piece(Point.parse("a1"))));
        assertTrue(game.legalMoves(state).contains(GoRoGoMove.henge(Point.parse("a1"))));
        GoRoGoState after = game.apply(state, move(state, "Ha1"));
        assertEquals(Occupant.HENGE, at(after, "a1"));
        GoRoGoState later = game.apply(after, move(after, "d1"));
        assertEquals(Occupant.HENGE, at(later, "a1"), "Henge are never captured");
        assertEquals(0, later.captures(Colour.WHITE));
    }

    @Test
    void aHengeMayFillItsOwnGroupsLastLibertyAndTheGroupDiesOnTheNextPlacement() {
        // Setup He5; Black a1; White a2, c1, b2 leave a1 one liberty, b1. Black's Henge on b1
        // makes {a1, b1} a group with no liberty (b1 touches c1 and b2, both white): legal for a
        // Henge, and the group is not removed by Black's own move. White's next placement, e3,
        // removes a1 (the Henge now counts as white); the Henge stays.
        GoRoGoState state = play("He5 a1 a2 d5 c1 d4 b2 Hb1");
        assertEquals(Occupant.BLACK, at(state, "a1"));
        assertEquals(0, state.captures(Colour.WHITE));
        GoRoGoState after = game.apply(state, move(state, "e3"));
        assertEquals(Occupant.EMPTY, at(after, "a1"));
        assertEquals(Occupant.HENGE, at(after, "b1"));
        assertEquals(1, after.captures(Colour.WHITE));
    }

    @Test
    void oneFarAwayPlacementCapturesSeveralGroups() {
        // Setup He5. White's a2 and a4 each have a3 as their last liberty (a1, b2, b3, b4, a5 are
        // black). White puts a Henge on a3: as White's colour it joins a2 and a4 into a group
        // without liberty, which a Henge placement may do. On Black's turn the Henge is black, so
        // a2 and a4 are two separate white groups without a liberty: Black's c5 on the far side
        // removes both, 2 captures. White's d1-d2 group keeps its liberties and stays.
        GoRoGoState state = play("He5 a1 a2 b2 a4 b4 d1 a5 d2 b3 Ha3");
        assertEquals(Occupant.WHITE, at(state, "a2"));
        assertEquals(Occupant.WHITE, at(state, "a4"));
        GoRoGoState after = game.apply(state, move(state, "c5"));
        assertEquals(Occupant.EMPTY, at(after, "a2"));
        assertEquals(Occupant.EMPTY, at(after, "a4"));
        assertEquals(Occupant.HENGE, at(after, "a3"));
        assertEquals(Occupant.WHITE, at(after, "d1"));
        assertEquals(2, after.captures(Colour.BLACK));
    }

    @Test
    void aPlacementNextToTheCapturedGroupCapturesAsInGo() {
        // Setup He5; White's a1 has liberties a2 and b1. Black b1 takes one, Black a2 the last:
        // a1 is removed by that placement.
        GoRoGoState state = play("He5 b1 a1 c3");
        assertEquals(Occupant.WHITE, at(state, "a1"));
        GoRoGoState next = game.apply(state, move(state, "d3"));
        GoRoGoState after = game.apply(next, move(next, "a2"));
        assertEquals(Occupant.EMPTY, at(after, "a1"));
        assertEquals(1, after.captures(Colour.BLACK));
    }

    @Test
    void aPlayerWithoutPiecesMayStillPlaceHengeAndViceVersa() {
        // Black has made 10 placements, all coloured pieces (hand 0/2), White likewise 10 (0/2);
        // nobody captured, so 10 black, 10 white and the setup Henge stand on the board and b1..e1
        // are empty. Black may place only Henge: one on each of the 4 empty points.
        GoRoGoState state = game.parsePosition("BBBBB/BBBBB/WWWWW/WWWWW/H.... b 0/2 0/2 0,0");
        assertEquals(Optional.of(GoRoGoIllegalMoveReason.NO_PIECE_IN_HAND), reason(state, "b1"));
        assertEquals(Optional.empty(), reason(state, "Hb1"));
        List<GoRoGoMove> moves = game.legalMoves(state);
        assertEquals(4, moves.size());
        assertTrue(moves.stream().allMatch(m -> m instanceof GoRoGoMove.Henge));
        // A player who has used both Henge is refused a third; a piece on a1 is fine.
        GoRoGoState noHenge = game.parsePosition("...../...../..H../.HH../...HH b 10/0 10/0 0,0");
        assertEquals(Optional.of(GoRoGoIllegalMoveReason.NO_HENGE_IN_HAND), reason(noHenge, "Ha1"));
        assertEquals(Optional.empty(), reason(noHenge, "a1"));
    }

    @Test
    void aHengeMayNotBeAPlayersTwelfthPlacementButMayBeTheEleventh() {
        // Black has made 10 placements (hand 1/1): a Henge is still legal as the 11th.
        GoRoGoState eleventh = game.parsePosition("BBBBB/BBBB./WWWWW/WWWW./HHH.. b 1/1 1/1 0,0");
        assertEquals(Optional.empty(), reason(eleventh, "He4"));
        // Black has made 11 placements (hand 0/1): the 12th may not be the Henge.
        GoRoGoState blackLast = game.parsePosition("BBBBB/BBBBB/WWWWW/WWWW./HHHH. b 0/1 1/0 0,0");
        assertEquals(Optional.of(GoRoGoIllegalMoveReason.HENGE_ON_LAST_PLACEMENT), reason(blackLast, "He2"));
    }

    @Test
    void holdingOnlyAHengeForTheLastTurnMeansNoLegalMoveAndALoss() {
        // Black has made 11 placements and holds one Henge (0/1); White has made 11 (1/0).
        //   5 B B B B B
        //   4 W W W W W
        //   3 B B B B B
        //   2 W W W W H
        //   1 H H H . .
        // The last placement may not be a Henge, so Black has no legal move and loses.
        GoRoGoState state = game.parsePosition("BBBBB/WWWWW/BBBBB/WWWWH/HHH.. b 0/1 1/0 0,0");
        assertTrue(game.legalMoves(state).isEmpty());
        assertEquals("win:w:no-legal-move", game.status(state).notation());
        assertEquals(Optional.of(GoRoGoIllegalMoveReason.HENGE_ON_LAST_PLACEMENT), reason(state, "Hd1"));
        assertEquals(Optional.of(GoRoGoIllegalMoveReason.NO_PIECE_IN_HAND), reason(state, "d1"));
    }

    @Test
    void holdingOnlyPiecesWhenEveryEmptyPointIsSuicideMeansALoss() {
        // Black to move with one piece and no Henge; the empty points a1 and e1 each touch only
        // the big white group a2 b2 b1 c1 c2 d1 d2 e2 a3, which keeps the other one as a liberty:
        // a black piece on either would capture nothing and have no liberty. (The black mass and
        // the Henge row have no liberty either; the position is built for this test, not played.)
        GoRoGoState state = game.parsePosition("HHHHH/BBBBB/WBBBB/WWWWW/.WWW. b 1/0 1/0 0,0");
        assertEquals(Optional.of(GoRoGoIllegalMoveReason.SUICIDE), reason(state, "a1"));
        assertEquals(Optional.of(GoRoGoIllegalMoveReason.SUICIDE), reason(state, "e1"));
        assertTrue(game.legalMoves(state).isEmpty());
        Status status = game.status(state);
        assertEquals("win:w:no-legal-move", status.notation());
        assertEquals(List.of(new Score(Colour.BLACK, 0), new Score(Colour.WHITE, 0)), ((Outcome) status).scores());
    }

    @Test
    void severalPiecesInHandDoNotHelpWhenEveryEmptyPointIsSuicide() {
        // Black holds two pieces and no Henge. The four empty points a1, c1, e1 and a3 each touch
        // only the one white group (b1 d1 a2 b2 c2 d2 e2 b3 b4 a4), which keeps the other three
        // as liberties: any black piece would be suicide, so Black has no legal move and loses.
        //   5 B B B B B
        //   4 W W B B B
        //   3 . W H H H
        //   2 W W W W W
        //   1 . W . W .
        GoRoGoState state = game.parsePosition("BBBBB/WWBBB/.WHHH/WWWWW/.W.W. b 2/0 0/2 0,0");
        for (String point : List.of("a1", "c1", "e1", "a3")) {
            assertEquals(Optional.of(GoRoGoIllegalMoveReason.SUICIDE), reason(state, point), point);
            assertEquals(Optional.of(GoRoGoIllegalMoveReason.NO_HENGE_IN_HAND), reason(state, "H" + point));
        }
        assertTrue(game.legalMoves(state).isEmpty());
        assertEquals("win:w:no-legal-move", game.status(state).notation());
        assertEquals(10, state.placements(Colour.BLACK));
        assertEquals(10, state.placements(Colour.WHITE));
        assertEquals(20, state.placements());
    }

    @Test
    void afterTwentyFourPlacementsMoreCapturesWin() {
        // Both hands empty (24 placements); Black captured 2, White 1: Black wins on captures.
        // The board: 9 black (10 - 1 captured), 8 white (10 - 2), 5 Henge, 3 empty.
        GoRoGoState state = game.parsePosition("BBBBB/BBBBW/WWWWW/WWHHH/HH... b 0/0 0/0 2,1");
        Status status = game.status(state);
        assertEquals("win:b:captures", status.notation());
        assertEquals(List.of(new Score(Colour.BLACK, 2), new Score(Colour.WHITE, 1)), ((Outcome) status).scores());
        assertTrue(game.legalMoves(state).isEmpty());
        assertEquals(Optional.of(GoRoGoIllegalMoveReason.GAME_OVER), reason(state, "c1"));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> game.apply(state, move(state, "c1")));
        assertEquals(GoRoGoIllegalMoveReason.GAME_OVER, e.reason());
        // The mirror image: White captured more.
        GoRoGoState white = game.parsePosition("BBBBB/BBBWW/WWWWW/WWHHH/HH... b 0/0 0/0 1,2");
        assertEquals("win:w:captures", game.status(white).notation());
    }

    @Test
    void aTieGoesToWhiteAndAFullBoardEndsTheGame() {
        // 24 placements, no captures: 10 black, 10 white and 5 Henge fill the board. (A full board
        // cannot arise in play — the 24th placement would be suicide unless it captured — but the
        // status of the position is still defined.) Equal captures: White wins the tie.
        GoRoGoState state = game.parsePosition("BWBWB/WBWBW/BWBWB/WBWBW/HHHHH b 0/0 0/0 0,0");
        assertEquals("win:w:tie-white", game.status(state).notation());
        assertTrue(game.legalMoves(state).isEmpty());
        assertEquals(Optional.of(GoRoGoIllegalMoveReason.GAME_OVER), reason(state, "a1"));
        // A tie with captures on both sides also goes to White.
        GoRoGoState tie = game.parsePosition("BBBBB/BBBBW/WWWWW/WWWHH/HHH.. b 0/0 0/0 1,1");
        assertEquals("win:w:tie-white", game.status(tie).notation());
    }

    @Test
    void fillingTheLastEmptyPointCapturesEveryOpponentGroup() {
        // White's 12th placement (hand 1/0) on e1, the only empty point. Once e1 is filled the
        // board is full, so no black group has a liberty: all of them are removed, wherever they
        // are — 10 captures — and White's e1 lives in the space they leave. Without a capture the
        // placement would be suicide.
        GoRoGoState state = game.parsePosition("WBWBW/BWBWB/WBWBW/HHHBB/HHWB. w 0/0 1/0 0,0");
        assertEquals(Optional.empty(), reason(state, "e1"));
        GoRoGoState after = game.apply(state, move(state, "e1"));
        assertEquals(10, after.captures(Colour.WHITE));
        assertEquals(0, after.piecesOnBoard(Colour.BLACK));
        assertEquals("win:w:captures", game.status(after).notation());
    }

    // The rules option lastHenge=loses (the online platform's reading) against the published rules.

    @Test
    void underThePublishedRulesALastHengeIsNoMoveAndThePlayerLosesByNoLegalMove() {
        // Black's 12th placement may not be a Henge and Black has no piece: no legal move.
        GoRoGoState state = STANDARD.parsePosition(BLACK_HOLDS_ONLY_A_HENGE);
        assertTrue(STANDARD.legalMoves(state).isEmpty());
        Status status = STANDARD.status(state);
        assertEquals("win:w:no-legal-move", status.notation());
        assertEquals(scores(4, 5), ((Outcome) status).scores());
        assertEquals(
                Optional.of(GoRoGoIllegalMoveReason.HENGE_ON_LAST_PLACEMENT), STANDARD.check(state, placement("Hc2")));
    }

    @Test
    void underLastHengeLosesTheHengeIsPlayedCapturesAsUsualAndLoses() {
        // The 11 empty points, in point order, each take the Henge; there is no piece to list.
        GoRoGoState state = ONLINE.parsePosition(BLACK_HOLDS_ONLY_A_HENGE);
        assertEquals(
                "[Hc1, Ha2, Hb2, Hc2, Hd2, He3, Ha4, Hb4, He4, Hc5, Hd5]",
                ONLINE.legalMoves(state).toString());
        assertEquals(Status.ONGOING, ONLINE.status(state));
        // On c2 the Henge counts as black and takes c3's last liberty: c3 is captured (Black 5),
        // and then the game is over, lost by Black, the mover; White would move next.
        GoRoGoState after = ONLINE.apply(state, placement("Hc2"));
        assertEquals("BB..H/..BH./WB.B./..H.W/HH.WW w 0/0 1/0 5,5", after.toString());
        Status status = ONLINE.status(after);
        assertEquals("win:w:henge-last", status.notation());
        assertEquals(GoRoGoEndReason.HENGE_LAST, ((Outcome.Win) status).reason());
        assertEquals(scores(5, 5), ((Outcome) status).scores());
        // Nothing is legal afterwards, although White still holds a piece.
        assertTrue(ONLINE.legalMoves(after).isEmpty());
        assertEquals(Optional.of(GoRoGoIllegalMoveReason.GAME_OVER), ONLINE.check(after, placement("c3")));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> ONLINE.apply(after, placement("c3")));
        assertEquals(GoRoGoIllegalMoveReason.GAME_OVER, e.reason());
        // A Henge elsewhere captures nothing; the same player wins.
        assertEquals(
                "win:w:henge-last",
                ONLINE.status(ONLINE.apply(state, placement("He3"))).notation());
    }

    @Test
    void aHengeAsTheTwentyFourthPlacementLosesEvenWithFewerCaptures() {
        // White to move with only a Henge (0/1); Black has made all 12 placements. Under the
        // published rules White has no move and loses; online White places it as the 24th
        // placement and loses too — not on captures (White 5 > Black 4 would win), by henge-last.
        //   5 B B . . H
        //   4 . . B H .
        //   3 W B W B .
        //   2 H . . . W
        //   1 H W . W W
        String position = "BB..H/..BH./WBWB./H...W/HW.WW w 0/0 0/1 4,5";
        assertEquals(
                "win:b:no-legal-move",
                STANDARD.status(STANDARD.parsePosition(position)).notation());
        GoRoGoState state = ONLINE.parsePosition(position);
        assertEquals(10, ONLINE.legalMoves(state).size());
        GoRoGoState after = ONLINE.apply(state, placement("He3"));
        assertEquals(24, after.placements());
        assertEquals("BB..H/..BH./WBWBH/H...W/HW.WW b 0/0 0/0 4,5", after.toString());
        assertEquals("win:b:henge-last", ONLINE.status(after).notation());
        assertEquals(scores(4, 5), ((Outcome) ONLINE.status(after)).scores());
        // Read back, the position is an ordinary end after 24 placements, which White wins.
        assertEquals(
                "win:w:captures",
                ONLINE.status(ONLINE.parsePosition(after.toString())).notation());
    }

    @Test
    void theStateRemembersTheEndingThatTheNotationCannotShow() {
        GoRoGoState after = ONLINE.apply(ONLINE.parsePosition(BLACK_HOLDS_ONLY_A_HENGE), placement("Hc2"));
        // The position written after a henge-last end reads back as the position only: White, with
        // a piece in hand, to make the 24th placement.
        GoRoGoState readBack = ONLINE.parsePosition(after.toString());
        assertEquals(after.toString(), readBack.toString());
        assertEquals(Status.ONGOING, ONLINE.status(readBack));
        assertNotEquals(after, readBack);
        // So a record of the game replays to the ending, while a record starting at the ending
        // cannot be read back: its result line does not match the position.
        GameRecord<GoRoGoState, GoRoGoMove> record =
                new GameRecord<>(ONLINE, ONLINE.parsePosition(BLACK_HOLDS_ONLY_A_HENGE), List.of(placement("Hc2")));
        GameRecord<GoRoGoState, GoRoGoMove> read = GameRecord.parse(STANDARD, record.format());
        assertEquals(after, read.finalState());
        String startingAtTheEnd = new GameRecord<>(ONLINE, after, List.of()).format();
        assertTrue(startingAtTheEnd.contains("result: win:w:henge-last"), startingAtTheEnd);
        assertThrows(NotationException.class, () -> GameRecord.parse(STANDARD, startingAtTheEnd));
    }
}
