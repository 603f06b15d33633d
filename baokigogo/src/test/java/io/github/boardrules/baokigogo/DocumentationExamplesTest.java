package io.github.boardrules.baokigogo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.IllegalMoveReason;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The code shown in the Javadoc and in docs/baokigogo.md, kept honest. */
class DocumentationExamplesTest {
    @Test
    void packageOverviewExample() {
        BaoKigogo game = BaoKigogo.standard();
        BaoState state = game.initialState();
        state = game.apply(state, game.parseMove(state, "c1")); // or BaoMove.sow(Hole.parse("c1"))
        assertTrue(game.renderText(state).endsWith("North to move\n"));
        BaoKigogo hawalis = game.withRules("endless=loss"); // the same game under other rules
        BaoState other = hawalis.initialState(); // carries endless=loss
        assertTrue(game.status(other).equals(hawalis.status(other))); // a state is judged by its rules
        assertEquals(hawalis.rules(), other.rules());
    }

    @Test
    void baoKigogoClassExample() {
        BaoKigogo game = BaoKigogo.standard();
        BaoState state = game.initialState();
        state = game.apply(state, game.parseMove(state, "a1"));
        assertEquals(
                Optional.of(BaoIllegalMoveReason.NOT_YOUR_HOLE),
                game.check(state, game.parseMove(state, "c1"))); // North is to move
        assertEquals("ongoing", game.status(state).notation());
    }

    @Test
    void sowingTrailExample() {
        BaoKigogo game = BaoKigogo.standard();
        SowingTrail trail = game.sowingTrail(game.initialState(), BaoMove.sow(Hole.parse("a1")));
        assertEquals(8, trail.lapCount());
        assertEquals(Optional.of(Hole.parse("a2")), trail.end());
        assertEquals(
                "[Capture[hole=a3, seeds=2], Capture[hole=a4, seeds=2]]",
                trail.captures().toString());
        assertEquals(
                "a1: a1×2 c1×3 f1×3 i1×3 l1×3 j2×3 g2×3 d2×3 → a2, captured a3×2, captured a4×2", trail.toString());
    }

    @Test
    void baoRulesExample() {
        BaoRules rules =
                BaoRules.builder().endlessSowingLoses(true).maxSowingLaps(1000).build();
        assertEquals("endless=loss laps=1000", rules.notation());
        assertTrue(BaoRules.parse("endless=loss laps=1000").equals(rules));
    }

    @Test
    void renderTextExample() {
        BaoKigogo game = BaoKigogo.standard();
        BaoState state = game.apply(game.initialState(), BaoMove.sow(Hole.parse("a1")));
        assertEquals(
                String.join(
                        "\n",
                        "    a  b  c  d  e  f  g  h  i  j  k  l",
                        "4   .  2  2  2  2  2  2  2  2  2  2  2   North",
                        "3   .  2  2  2  2  2  2  2  2  2  2  .",
                        "  ------------------------------------",
                        "2   1  3  3  .  3  3  .  3  3  .  3  3",
                        "1   .  3  .  3  3  .  3  3  .  3  3  .   South",
                        "    a  b  c  d  e  f  g  h  i  j  k  l",
                        "captured: South 4, North 0",
                        "last move a1, ended in a2; North to move",
                        ""),
                game.renderText(state));
        assertTrue(game.renderText(game.initialState()).endsWith("captured: South 0, North 0\nSouth to move\n"));
    }

    @Test
    void renderTextOfAnEndedGameGivesTheResult() {
        BaoKigogo hawalis = BaoKigogo.standard().withRules("endless=loss");
        BaoState after = hawalis.apply(
                hawalis.parsePosition(EndlessSowingTest.southRing(EndlessSowingTest.ENDLESS_RING, 6)),
                BaoMove.sow(Hole.parse("j2")));
        assertTrue(
                hawalis.renderText(after).endsWith("last move j2, an endless sowing; result win:n:endless-sowing\n"),
                hawalis.renderText(after));
    }

    @Test
    void docsPageExample() {
        BaoKigogo game = BaoKigogo.standard();
        BaoState state = game.initialState();
        List<BaoMove> moves = game.legalMoves(state); // immutable, in ring order
        assertEquals("a1", moves.get(0).notation());
        state = game.apply(state, BaoMove.sow(Hole.parse("c1"))); // new state; the old one is unchanged
        Optional<IllegalMoveReason> refused = game.check(state, game.parseMove(state, "c1"));
        assertEquals(Optional.of(BaoIllegalMoveReason.NOT_YOUR_HOLE), refused); // North is to move
        int onBoard = 0;
        for (Hole hole : Hole.all()) {
            onBoard += state.seeds(hole); // seed count of a hole
        }
        assertEquals(92, onBoard + state.captured(BaoSide.SOUTH) + state.captured(BaoSide.NORTH));
        assertEquals(Optional.of(Hole.parse("c1")), state.lastOrigin());
        assertEquals("ongoing", game.status(state).notation());
        assertTrue(game.renderSvg(state).contains("<svg"));
        assertEquals(game, game.withRulesOf(state)); // the rules the state is played under
    }
}
