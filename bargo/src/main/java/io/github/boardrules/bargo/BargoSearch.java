package io.github.boardrules.bargo;

import io.github.boardrules.bargo.internal.BargoEncoding;
import io.github.boardrules.bargo.internal.Engine;
import io.github.boardrules.bargo.internal.HexSymmetry;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.internal.ActionMasks;
import io.github.boardrules.common.internal.SearchArguments;
import io.github.boardrules.common.search.SearchSupport;

/**
 * Bargo's {@link SearchSupport} for one board base (the layout is described in the package
 * overview): the bridge from the public state to the encodings of {@link BargoEncoding}, and the
 * checks that a state or move belongs to this base.
 */
final class BargoSearch implements SearchSupport<BargoState, BargoMove> {
    private static final BargoSearch[] BY_BASE = new BargoSearch[14];

    static {
        for (int base = 2; base <= 13; base++) {
            BY_BASE[base] = new BargoSearch(base);
        }
    }

    private final int base;
    private final BargoEncoding encoding;

    private BargoSearch(int base) {
        this.base = base;
        this.encoding = BargoEncoding.of(base);
    }

    static BargoSearch of(int base) {
        return BY_BASE[base];
    }

    private BargoEncoding encoding(BargoState state) {
        if (state.base() != base) {
            throw new IllegalArgumentException("the state is on a base-" + state.base()
                    + " board and this search support is for base " + base
                    + ": use game.withRulesOf(state).searchSupport()");
        }
        return encoding;
    }

    @Override
    public int actionCount() {
        return encoding.actionCount();
    }

    @Override
    public int actionOf(BargoMove move) {
        if (move instanceof BargoMove.Place place && place.cell().base() != base) {
            throw new IllegalArgumentException(
                    "the cell " + place.cell() + " is on a base-" + place.cell().base() + " board, not base " + base);
        }
        return encoding.actionOf(move);
    }

    @Override
    public BargoMove moveOf(BargoState state, int action) {
        BargoMove move = encoding(state).move(SearchArguments.action(action, actionCount()));
        BargoIllegalMoveReason reason = Engine.check(state.position(), move);
        if (reason != null) {
            throw new IllegalMoveException(reason, move.notation());
        }
        return move;
    }

    @Override
    public long[] legalActionMask(BargoState state) {
        return encoding(state).legalMask(state.position());
    }

    @Override
    public int[] legalActions(BargoState state) {
        return ActionMasks.actions(legalActionMask(state));
    }

    @Override
    public int[] observationShape() {
        return new int[] {BargoEncoding.PLANES, encoding.side(), encoding.side()};
    }

    @Override
    public void observation(BargoState state, float[] out, int offset) {
        encoding(state).observation(state.position(), out, offset);
    }

    @Override
    public int symmetryCount() {
        return HexSymmetry.COUNT;
    }

    @Override
    public BargoState transform(BargoState state, int symmetry) {
        BargoEncoding checked = encoding(state);
        if (SearchArguments.symmetry(symmetry, HexSymmetry.COUNT) == 0) {
            return state;
        }
        return new BargoState(checked.transform(state.position(), symmetry));
    }

    @Override
    public int transformAction(int action, int symmetry) {
        return encoding.transformAction(
                SearchArguments.action(action, actionCount()), SearchArguments.symmetry(symmetry, HexSymmetry.COUNT));
    }

    @Override
    public int inverseSymmetry(int symmetry) {
        return HexSymmetry.inverse(SearchArguments.symmetry(symmetry, HexSymmetry.COUNT));
    }

    @Override
    public long hash(BargoState state) {
        return encoding(state).hash(state.position());
    }
}
