package io.github.boardrules.bargo;

import io.github.boardrules.bargo.internal.BargoEncoding;
import io.github.boardrules.bargo.internal.BoardKeys;
import io.github.boardrules.bargo.internal.Codes;
import io.github.boardrules.bargo.internal.Geometry;
import io.github.boardrules.bargo.internal.HexSymmetry;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.internal.ActionMasks;
import io.github.boardrules.common.internal.MoverResults;
import io.github.boardrules.common.internal.SearchArguments;
import io.github.boardrules.common.search.SearchSupport;
import java.util.Arrays;

/**
 * Bargo's {@link SearchSupport} for one board base (the layout is described in the package
 * overview): hands a state's packed fields to the encodings of {@link BargoEncoding}, asks the
 * {@link Engine} what the encodings need of the rules (the legal moves, the superko refusals), and
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
    /** The base's shared geometry: a state on it is of this base without a further look. */
    private final Geometry baseGeometry;

    private final BargoEncoding encoding;

    private BargoSearch(int base) {
        this.base = base;
        this.baseGeometry = Geometry.of(base);
        this.encoding = BargoEncoding.of(base);
    }

    static BargoSearch of(int base) {
        return BY_BASE[base];
    }

    private BargoEncoding encoding(BargoState state) {
        if (state.geometry != baseGeometry && state.base() != base) {
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
    public int moverResult(BargoState state) {
        encoding(state);
        return MoverResults.of(Engine.status(state), state.toMove());
    }

    @Override
    public BargoState applyAction(BargoState state, int action) {
        int places = placements(state, action);
        if (action < places) {
            // The engine judges the placement once (not at all right after isLegalAction found it
            // legal) and plays it on that judgement.
            int c = action / Geometry.DIRECTIONS;
            BargoState child = Engine.placeIfLegal(state, c, action - c * Geometry.DIRECTIONS);
            if (child != null) {
                return child;
            }
        }
        // The button, the pass, or a refusal with the engine's reason.
        return Engine.apply(state, encoding.move(action));
    }

    @Override
    public boolean isLegalAction(BargoState state, int action) {
        int places = placements(state, action);
        if (state.passes == 2) {
            return false;
        }
        if (action < places) {
            int c = action / Geometry.DIRECTIONS;
            return state.board[c] == 0
                    && Analysis.of(state).evaluate(state, c, action - c * Geometry.DIRECTIONS) == Engine.LEGAL;
        }
        // The button while it is untaken, the pass once it is taken.
        return (action == places) == (state.button == Codes.NOBODY);
    }

    /**
     * Checks the state's base and the action's range.
     *
     * @return the number of placement actions, {@code 6 * cells}: the button's action
     */
    private int placements(BargoState state, int action) {
        encoding(state);
        SearchArguments.action(action, actionCount());
        return Geometry.DIRECTIONS * state.geometry.cells;
    }

    /**
     * Every wall of every empty cell, then the button or the pass: the draws of the library's own
     * playout policy ({@link RejectionDraw}), which also leaves out the occupied cells.
     */
    @Override
    public int candidateActionCount(BargoState state) {
        encoding(state);
        return state.passes == 2 ? 0 : Geometry.DIRECTIONS * RejectionDraw.emptyCount(state) + 1;
    }

    @Override
    public int candidateAction(BargoState state, int index) {
        encoding(state);
        if (index >= 0 && state.passes != 2) {
            int k = index / Geometry.DIRECTIONS;
            int c = RejectionDraw.emptyCell(state, k);
            if (c >= 0) {
                return c * Geometry.DIRECTIONS + index - k * Geometry.DIRECTIONS;
            }
            if (index == Geometry.DIRECTIONS * (-1 - c)) {
                // One past the walls of the empty cells: the button while it is untaken, else the pass.
                int places = Geometry.DIRECTIONS * state.geometry.cells;
                return state.button == Codes.NOBODY ? places : places + 1;
            }
        }
        throw new IllegalArgumentException(
                "no candidate action " + index + ": the state has " + candidateActionCount(state) + " candidates");
    }

    /** The shared move object of an action on the state's board, legal or not. */
    private BargoMove sharedMove(BargoState state, int action) {
        return encoding(state).move(SearchArguments.action(action, actionCount()));
    }

    @Override
    public BargoMove moveOf(BargoState state, int action) {
        BargoMove move = sharedMove(state, action);
        BargoIllegalMoveReason reason = Engine.check(state, move);
        if (reason != null) {
            throw new IllegalMoveException(reason, move.notation());
        }
        return move;
    }

    @Override
    public long[] legalActionMask(BargoState state) {
        long[] mask = new long[(actionCount() + 63) >>> 6];
        legalActionMask(state, mask, 0);
        return mask;
    }

    /** Written straight from the engine's judgements, without the legal-move list. */
    @Override
    public int legalActionMask(BargoState state, long[] out, int offset) {
        encoding(state);
        int actions = actionCount();
        SearchArguments.range(out.length, offset, (actions + 63) >>> 6);
        Arrays.fill(out, offset, offset + ((actions + 63) >>> 6), 0L);
        if (state.passes == 2) {
            return 0;
        }
        int count = Engine.legalPlacements(state, out, offset);
        int last = state.button == Codes.NOBODY ? actions - 2 : actions - 1;
        out[offset + (last >>> 6)] |= 1L << last;
        return count + 1;
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
        BargoEncoding checked = encoding(state);
        byte[] board = state.board;
        checked.observation(board, state.toMove, state.button, state.komi, state.passes, out, offset);
        if (state.passes == 2) {
            return; // nothing is legal: superko is nowhere the reason
        }
        long[] legal = legalActionMask(state);
        for (int c = 0; c < board.length; c++) {
            if (board[c] == 0 && superkoOnly(state, c, legal)) {
                checked.markSuperkoOnly(c, out, offset);
            }
        }
    }

    /** Whether no wall is legal on an empty cell and superko (rule 3c) refuses at least one. */
    private static boolean superkoOnly(BargoState state, int c, long[] legal) {
        for (int a = c * Geometry.DIRECTIONS; a < (c + 1) * Geometry.DIRECTIONS; a++) {
            if ((legal[a >>> 6] & 1L << a) != 0) {
                return false;
            }
        }
        for (int d = 0; d < Geometry.DIRECTIONS; d++) {
            if (Engine.check(state, state.geometry.place(c, d)) == BargoIllegalMoveReason.SUPERKO) {
                return true;
            }
        }
        return false;
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
        Geometry geometry = state.geometry;
        byte[] board = checked.transformBoard(state.board, symmetry);
        int last = state.lastMove;
        return new BargoState(
                geometry,
                board,
                BoardKeys.stones(geometry, board),
                state.toMove,
                state.button,
                state.passes,
                state.komi,
                BoardKeys.superkoHash(geometry, board, state.button),
                BoardKeys.pieceHash(geometry, board),
                checked.transformHistory(state.blackHistory, symmetry),
                checked.transformHistory(state.whiteHistory, symmetry),
                last >= 0 ? checked.transformAction(last, symmetry) : last,
                null);
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
        return encoding(state).hash(state.pieceHash, state.toMove, state.button, state.passes, state.komi);
    }
}
