package io.github.boardrules.bargo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Locale;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Round trips of the position and move notations over the states of random games on every board
 * base. The hand-written examples and the error messages are {@link NotationTest}.
 */
class NotationProperties {
    /** The contract kit round-trips bases 5, 3 and 2; this covers every base, and upper case. */
    @Property(tries = 30)
    void notationRoundTrips(@ForAll long seed, @ForAll @IntRange(min = 2, max = 13) int base) {
        Bargo game = Bargo.withRules(BargoRules.of(base, 0));
        List<BargoState> states = RandomGamesProperties.randomGame(game, seed, 2 * RandomGamesProperties.cells(base));
        for (BargoState state : states) {
            String text = game.formatPosition(state);
            BargoState parsed = game.parsePosition(text);
            assertEquals(text, game.formatPosition(parsed));
            assertEquals(game.legalMoves(Bargo.standard().parsePosition(text)).size() > 0, !state.isOver());
        }
        BargoState last = states.get(states.size() - 1);
        for (BargoMove move : game.legalMoves(last)) {
            assertEquals(move, game.parseMove(last, game.formatMove(move)));
            assertEquals(move, game.parseMove(last, game.formatMove(move).toUpperCase(Locale.ROOT)));
        }
    }
}
