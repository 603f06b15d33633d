package io.github.boardrules.gorogo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.IllegalMoveException;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * {@link GoRoGoSearchSupport#captureCount} tells what {@code applyAction} does: for every action of
 * every state of random games (the setup phase and both rules readings included), the captures the
 * new state adds for the mover, or the same refusal.
 */
class CaptureCountProperties {
    private static final GoRoGo HENGE_LAST =
            GoRoGo.withRules(GoRoGoRules.builder().lastHengeLoses(true).build());

    @Property(tries = 200)
    void theCountIsWhatApplyingTheActionCaptures(@ForAll long seed, @ForAll boolean hengeLast) {
        GoRoGo game = hengeLast ? HENGE_LAST : GoRoGo.standard();
        GoRoGoSearchSupport search = game.searchSupport();
        for (GoRoGoState state : RandomGamesProperties.randomGame(game, seed)) {
            Colour mover = state.toMove();
            for (int action = 0; action < search.actionCount(); action++) {
                int a = action;
                if (search.isLegalAction(state, action)) {
                    int captured = search.applyAction(state, action).captures(mover) - state.captures(mover);
                    assertEquals(captured, search.captureCount(state, action), action + " in " + state);
                } else {
                    IllegalMoveException applied =
                            assertThrows(IllegalMoveException.class, () -> search.applyAction(state, a));
                    IllegalMoveException counted =
                            assertThrows(IllegalMoveException.class, () -> search.captureCount(state, a));
                    assertEquals(applied.reason(), counted.reason(), action + " in " + state);
                }
            }
        }
    }

    @Property(tries = 200)
    void theCountsByPointAreTheCountsOfTheActions(@ForAll long seed, @ForAll boolean hengeLast) {
        GoRoGo game = hengeLast ? HENGE_LAST : GoRoGo.standard();
        GoRoGoSearchSupport search = game.searchSupport();
        int[] out = new int[31];
        for (GoRoGoState state : RandomGamesProperties.randomGame(game, seed)) {
            Arrays.fill(out, -1);
            search.captureCounts(state, out, 3);
            // only the 25 counts from the offset are written
            assertEquals(List.of(-1, -1, -1, -1, -1, -1), List.of(out[0], out[1], out[2], out[28], out[29], out[30]));
            for (Point point : Point.all()) {
                int count = out[3 + point.index()];
                if (state.occupant(point) != Occupant.EMPTY || state.isSetupPhase()) {
                    assertEquals(0, count, point + " in " + state);
                }
                for (int action : new int[] {point.index(), 25 + point.index()}) {
                    if (search.isLegalAction(state, action)) {
                        assertEquals(search.captureCount(state, action), count, action + " in " + state);
                    }
                }
            }
        }
    }
}
