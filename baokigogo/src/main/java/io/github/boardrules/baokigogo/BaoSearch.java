package io.github.boardrules.baokigogo;

import io.github.boardrules.baokigogo.internal.Layout;
import io.github.boardrules.baokigogo.internal.MoveTable;
import io.github.boardrules.baokigogo.internal.Zobrist;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.IllegalMoveReason;
import io.github.boardrules.common.internal.ActionMasks;
import io.github.boardrules.common.internal.MoverResults;
import io.github.boardrules.common.internal.Observations;
import io.github.boardrules.common.internal.SearchArguments;
import io.github.boardrules.common.search.SearchSupport;
import java.util.Optional;

/**
 * Bao Kigogo's {@link SearchSupport}, on the packed fields of the state: 24 actions (the mover's
 * holes in sowing order, as the state's legal-move mask holds them), 7 observation planes of 4×12
 * seen from the mover's side (listed in the package overview), the identity as the only symmetry,
 * and a Zobrist hash from fixed keys (those of {@link Zobrist}, which the state's {@code hashCode}
 * shares).
 *
 * <p>Why no other symmetry: the left-right mirror reverses the sowing direction, which the rules fix
 * (counter-clockwise for both players); the half turn swaps the players, so it changes whose turn it
 * is and who wins — it is folded into the observation instead, which always shows the mover at the
 * bottom sowing the same way.
 */
final class BaoSearch implements SearchSupport<BaoState, BaoMove> {
    /** The one instance: the layout is the same under every rules option. */
    static final BaoSearch INSTANCE = new BaoSearch();

    /** The observation planes. */
    static final int PLANES = 7;

    private static final int CELLS = Layout.HOLES;
    private static final int SIZE = PLANES * CELLS;

    /** The tensor cell of each slot: South to move at {@code slot}, North to move at {@code 48 + slot}. */
    private static final int[] CELL_OF_SLOT = new int[2 * Layout.HOLES];

    static {
        for (int slot = 0; slot < Layout.HOLES; slot++) {
            Hole hole = Layout.hole(slot);
            CELL_OF_SLOT[slot] = (4 - hole.rank()) * 12 + hole.file();
            CELL_OF_SLOT[Layout.HOLES + slot] = (hole.rank() - 1) * 12 + 11 - hole.file();
        }
    }

    private BaoSearch() {}

    @Override
    public int actionCount() {
        return Layout.RING;
    }

    @Override
    public int actionOf(BaoMove move) {
        return Layout.slot(move.hole()) % Layout.RING;
    }

    /** The shared move of the mover's hole an action names, legal or not. */
    private static BaoMove sharedMove(BaoState state, int action) {
        return MoveTable.atSlot(Layout.base(state.southToMove) + SearchArguments.action(action, Layout.RING));
    }

    @Override
    public int moverResult(BaoState state) {
        return MoverResults.of(Engine.status(state), state.toMove());
    }

    @Override
    public BaoState applyAction(BaoState state, int action) {
        // The engine checks the move against the state's move mask and refuses with the reason.
        return Engine.apply(state, sharedMove(state, action));
    }

    @Override
    public boolean isLegalAction(BaoState state, int action) {
        return (state.moves >>> SearchArguments.action(action, Layout.RING) & 1) != 0;
    }

    @Override
    public long legalActionWord(BaoState state) {
        return state.moves;
    }

    @Override
    public int legalActionMask(BaoState state, long[] out, int offset) {
        SearchArguments.range(out.length, offset, 1);
        out[offset] = state.moves;
        return Integer.bitCount(state.moves);
    }

    @Override
    public BaoMove moveOf(BaoState state, int action) {
        BaoMove move = sharedMove(state, action);
        Optional<IllegalMoveReason> refusal = Engine.check(state, move.hole());
        if (refusal.isPresent()) {
            throw new IllegalMoveException(refusal.get(), move.notation());
        }
        return move;
    }

    @Override
    public long[] legalActionMask(BaoState state) {
        return new long[] {state.moves};
    }

    @Override
    public int[] legalActions(BaoState state) {
        return ActionMasks.actions(state.moves);
    }

    @Override
    public int[] observationShape() {
        return new int[] {PLANES, 4, 12};
    }

    @Override
    public void observation(BaoState state, float[] out, int offset) {
        Observations.clear(out, offset, SIZE);
        boolean south = state.southToMove;
        int view = south ? 0 : Layout.HOLES;
        int moverBase = Layout.base(south);
        boolean moverSingletons = true;
        for (int slot = 0; slot < Layout.HOLES; slot++) {
            int seeds = state.seeds(slot);
            int cell = offset + CELL_OF_SLOT[view + slot];
            out[cell] = seeds / 8f;
            out[cell + CELLS * (seeds == 0 ? 1 : seeds == 1 ? 2 : 3)] = 1f;
            if (seeds >= 2) {
                boolean mover = slot >= moverBase && slot < moverBase + Layout.RING;
                moverSingletons &= !mover;
            }
        }
        int byMover = south ? state.capturedBySouth : state.capturedByNorth;
        int byOpponent = south ? state.capturedByNorth : state.capturedBySouth;
        Observations.fill(out, offset + 4 * CELLS, CELLS, byMover / (float) Layout.SEEDS);
        Observations.fill(out, offset + 5 * CELLS, CELLS, byOpponent / (float) Layout.SEEDS);
        Observations.fill(out, offset + 6 * CELLS, CELLS, moverSingletons ? 1f : 0f);
    }

    @Override
    public int symmetryCount() {
        return 1;
    }

    @Override
    public BaoState transform(BaoState state, int symmetry) {
        SearchArguments.symmetry(symmetry, 1);
        return state;
    }

    @Override
    public int transformAction(int action, int symmetry) {
        SearchArguments.symmetry(symmetry, 1);
        return SearchArguments.action(action, Layout.RING);
    }

    @Override
    public int inverseSymmetry(int symmetry) {
        return SearchArguments.symmetry(symmetry, 1);
    }

    // The keys are Zobrist's, documented there: the board's hash, the captures and the end code.
    @Override
    public long hash(BaoState state) {
        return state.hash() ^ Zobrist.captures(state.capturedBySouth, state.capturedByNorth) ^ Zobrist.end(state.end);
    }
}
