package io.github.boardrules.gorogo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.IllegalMoveReason;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The legal moves each state carries (computed by {@code apply} with the new state, or on reading
 * a position, and used by {@code legalMoves}, {@code status}, {@code check} and {@code apply})
 * change no answer: a state made by a move and the equal state read from its notation answer alike,
 * asked in any order; and the mask-backed move list behaves as an immutable list.
 */
class CachedAnswersProperties {
    private static final GoRoGo GAME = GoRoGo.standard();
    private static final GoRoGo HENGE_LAST =
            GoRoGo.withRules(GoRoGoRules.builder().lastHengeLoses(true).build());

    /** A fresh state equal to {@code state} but with nothing cached: read back from its notation. */
    private static GoRoGoState fresh(GoRoGo game, GoRoGoState state) {
        return game.parsePosition(game.formatPosition(state));
    }

    @Property(tries = 300)
    void cachedAndUncachedStatesAnswerAlike(@ForAll long seed, @ForAll boolean hengeLast) {
        GoRoGo game = hengeLast ? HENGE_LAST : GAME;
        for (GoRoGoState state : RandomGamesProperties.randomGame(game, seed)) {
            GoRoGoState uncached = fresh(game, state);
            if (!uncached.equals(state)) {
                continue; // a Henge as a last placement reads back as the position only
            }
            // status first on one, legal moves first on the other
            assertEquals(game.status(uncached), game.status(state), state.toString());
            List<GoRoGoMove> legal = game.legalMoves(state);
            assertEquals(legal, game.legalMoves(uncached), state.toString());
            assertEquals(game.status(state), game.status(uncached), state.toString());
            for (GoRoGoMove move : RandomGamesProperties.everyMove()) {
                GoRoGoState untouched = fresh(game, state);
                Optional<IllegalMoveReason> reason = game.check(state, move);
                assertEquals(reason, game.check(untouched, move), move + " in " + state);
                assertEquals(reason.isEmpty(), legal.contains(move), move + " in " + state);
                if (reason.isEmpty()) {
                    GoRoGoState after = game.apply(state, move);
                    assertEquals(after, game.apply(untouched, move), move + " in " + state);
                    assertEquals(
                            after.toString(),
                            game.apply(fresh(game, state), move).toString());
                    assertEquals(Optional.of(move), after.lastMove());
                } else {
                    IllegalMoveException cached =
                            assertThrows(IllegalMoveException.class, () -> game.apply(state, move));
                    IllegalMoveException plain =
                            assertThrows(IllegalMoveException.class, () -> game.apply(fresh(game, state), move));
                    assertEquals(reason.get(), cached.reason(), move + " in " + state);
                    assertEquals(reason.get(), plain.reason(), move + " in " + state);
                }
            }
        }
    }

    @Property(tries = 200)
    void theMoveListIsAnImmutableRandomAccessList(@ForAll long seed) {
        for (GoRoGoState state : RandomGamesProperties.randomGame(seed)) {
            List<GoRoGoMove> legal = GAME.legalMoves(state);
            List<GoRoGoMove> copy = new ArrayList<>(legal);
            assertEquals(copy.size(), legal.size());
            assertEquals(copy, legal);
            assertEquals(legal, copy);
            assertEquals(copy.hashCode(), legal.hashCode());
            assertEquals(List.copyOf(copy), List.copyOf(legal));
            Iterator<GoRoGoMove> iterator = legal.iterator();
            for (int i = 0; i < legal.size(); i++) {
                assertTrue(iterator.hasNext());
                GoRoGoMove move = iterator.next();
                assertEquals(move, legal.get(i));
                assertEquals(i, legal.indexOf(move));
            }
            assertEquals(false, iterator.hasNext());
            assertThrows(IndexOutOfBoundsException.class, () -> legal.get(-1));
            assertThrows(IndexOutOfBoundsException.class, () -> legal.get(legal.size()));
            assertThrows(UnsupportedOperationException.class, () -> legal.add(GoRoGoMove.piece(Point.ofIndex(0))));
            if (!legal.isEmpty()) {
                assertThrows(UnsupportedOperationException.class, () -> legal.clear());
                assertThrows(UnsupportedOperationException.class, () -> legal.remove(0));
                assertThrows(UnsupportedOperationException.class, () -> legal.set(0, legal.get(0)));
            }
        }
    }
}
