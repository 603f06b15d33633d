package io.github.boardrules.bargo;

import io.github.boardrules.common.IllegalMoveReason;
import java.util.Optional;

/** Small helpers shared by the example tests. */
final class Fixtures {
    private Fixtures() {}

    /** A position in notation, as a state of its own rules (base and komi come from the text). */
    static BargoState at(String position) {
        return Bargo.standard().parsePosition(position);
    }

    /** The game of a state's rules. */
    static Bargo game(BargoState state) {
        return Bargo.withRules(state.rules());
    }

    /** Plays moves in notation, each of which must be legal. */
    static BargoState play(BargoState state, String... moves) {
        Bargo game = game(state);
        BargoState s = state;
        for (String move : moves) {
            s = game.apply(s, game.parseMove(s, move));
        }
        return s;
    }

    /** Why a move in notation is refused, or empty. */
    static Optional<IllegalMoveReason> check(BargoState state, String move) {
        Bargo game = game(state);
        return game.check(state, game.parseMove(state, move));
    }
}
