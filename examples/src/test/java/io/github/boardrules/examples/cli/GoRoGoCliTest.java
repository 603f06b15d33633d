package io.github.boardrules.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.Perft;
import io.github.boardrules.common.PlayoutOptions;
import io.github.boardrules.common.Playouts;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoState;
import io.github.boardrules.gorogo.Point;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * GoRoGo's registration with the tool. (The end-to-end tests through {@code BoardrulesCli.run}
 * are left for when that class is on this branch.)
 */
class GoRoGoCliTest {
    @Test
    void isRegisteredUnderItsName() {
        CliGame cli = GameRegistry.find("gorogo").orElseThrow();
        assertEquals("gorogo", cli.id());
        assertTrue(cli.optionNames().isEmpty());
    }

    @Test
    void startsFromTheSetupPhaseOrFromAPosition() {
        CliGame cli = new GoRoGoCli();
        GameSetup<?, ?> standard = cli.setup(Map.of(), null);
        assertSame(GoRoGo.standard(), standard.game());
        assertEquals(25, Perft.count(GoRoGo.standard(), (GoRoGoState) standard.start(), 1));
        GameSetup<?, ?> from = cli.setup(Map.of(), "...../...../..H../...../..... b 10/2 10/2 0,0");
        assertEquals(GoRoGo.standard().initialStateWithSetup(Point.parse("c3")), from.start());
        assertEquals(Integer.MAX_VALUE, from.benchMaxPlies());
    }

    @Test
    void rejectsOptionsAndBadPositions() {
        CliGame cli = new GoRoGoCli();
        assertThrows(NotationException.class, () -> cli.setup(Map.of("size", "5"), null));
        NotationException e = assertThrows(NotationException.class, () -> cli.setup(Map.of(), "bad"));
        assertEquals("rank 5", e.field());
    }

    @Test
    void benchPolicyPlaysLegalMoves() {
        @SuppressWarnings("unchecked")
        GameSetup<GoRoGoState, GoRoGoMove> setup =
                (GameSetup<GoRoGoState, GoRoGoMove>) new GoRoGoCli().setup(Map.of(), null);
        GoRoGoState end = Playouts.play(setup.game(), setup.start(), PlayoutOptions.seeded(7), setup.benchPolicy())
                .finalState();
        assertTrue(setup.game().status(end).isOver());
    }
}
