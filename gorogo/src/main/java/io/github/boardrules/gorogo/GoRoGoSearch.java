package io.github.boardrules.gorogo;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.internal.ActionMasks;
import io.github.boardrules.common.internal.Observations;
import io.github.boardrules.common.internal.SearchArguments;
import io.github.boardrules.common.internal.SquareSymmetry;
import io.github.boardrules.common.internal.StableKeys;
import io.github.boardrules.common.search.SearchSupport;
import io.github.boardrules.gorogo.internal.Bits;
import io.github.boardrules.gorogo.internal.MoveTable;
import io.github.boardrules.gorogo.internal.Position;

/**
 * GoRoGo's {@link SearchSupport}, on the packed words of the state (its fields, read directly): 50
 * actions (a coloured piece on point {@code i} is action {@code i}, a Henge — or the setup Henge —
 * on point {@code i} is {@code 25 + i}), the legal actions straight from the state's legal-move
 * word, 11 observation planes of 5×5 (listed in the package overview), the 8 symmetries of the
 * square and a Zobrist hash of the position from fixed keys.
 * The rules are symmetric under all 8: the board is a plain square grid, captures, suicide and the
 * Henge rules look only at adjacency, and the setup point is free.
 */
final class GoRoGoSearch implements GoRoGoSearchSupport {
    /** The one instance: the layout is the same under every rules option. */
    static final GoRoGoSearch INSTANCE = new GoRoGoSearch();

    /** The actions: a piece or a Henge on each of the 25 points. */
    static final int ACTIONS = 50;

    /** The observation planes. */
    static final int PLANES = 11;

    private static final int POINTS = 25;
    private static final int SIZE = PLANES * POINTS;

    private static final int[][] TABLES = SquareSymmetry.tables(5);

    /**
     * The hash keys, the SplitMix64 sequence from the seed {@code 0x606060600001}: Black, White and Henge on point {@code i} at {@code i}, {@code 25 + i},
     * {@code 50 + i}; Black's pieces in hand {@code n} at {@code 75 + n}, Black's Henge {@code n} at
     * {@code 86 + n}, White's pieces at {@code 89 + n}, White's Henge at {@code 100 + n}; the
     * Henge-last ending at 103. Fixed for good: hashes written to disk stay valid.
     */
    private static final long[] KEYS = StableKeys.splitMix64(0x6060_6060_0001L, 104);

    private GoRoGoSearch() {}

    @Override
    public int actionCount() {
        return ACTIONS;
    }

    @Override
    public int actionOf(GoRoGoMove move) {
        int index = move.point().index();
        return move instanceof GoRoGoMove.Piece ? index : POINTS + index;
    }

    /** The shared move object an action stands for in a state, legal or not. */
    static GoRoGoMove sharedMove(GoRoGoState state, int action) {
        SearchArguments.action(action, ACTIONS);
        if (action < POINTS) {
            return MoveTable.piece(action);
        }
        return state.henge == 0 ? MoveTable.setup(action - POINTS) : MoveTable.henge(action - POINTS);
    }

    @Override
    public int moverResult(GoRoGoState state) {
        return Engine.moverResult(state);
    }

    @Override
    public GoRoGoState applyAction(GoRoGoState state, int action) {
        // The engine plays a legal piece or Henge straight from the legal-move word.
        return Engine.applyAction(state, SearchArguments.action(action, ACTIONS));
    }

    @Override
    public int captureCount(GoRoGoState state, int action) {
        return Engine.captureCount(state, SearchArguments.action(action, ACTIONS));
    }

    @Override
    public void captureCounts(GoRoGoState state, int[] out, int offset) {
        SearchArguments.range(out.length, offset, POINTS);
        Engine.captureCounts(state, out, offset);
    }

    @Override
    public boolean isLegalAction(GoRoGoState state, int action) {
        return (legalMask(state) >>> SearchArguments.action(action, ACTIONS) & 1) != 0;
    }

    @Override
    public long legalActionWord(GoRoGoState state) {
        return legalMask(state);
    }

    @Override
    public int legalActionMask(GoRoGoState state, long[] out, int offset) {
        SearchArguments.range(out.length, offset, 1);
        long mask = legalMask(state);
        out[offset] = mask;
        return Long.bitCount(mask);
    }

    @Override
    public GoRoGoMove moveOf(GoRoGoState state, int action) {
        GoRoGoMove move = sharedMove(state, action);
        GoRoGoIllegalMoveReason reason = Engine.check(state, move);
        if (reason != null) {
            throw new IllegalMoveException(reason, move.notation());
        }
        return move;
    }

    /**
     * The legal actions as one word: bits 0..24 the coloured pieces, 25..49 the Henge. The engine
     * keeps the legal moves in this numbering in every state, so this is a field read.
     *
     * @param state a state
     * @return the mask
     */
    static long legalMask(GoRoGoState state) {
        return state.legal;
    }

    @Override
    public long[] legalActionMask(GoRoGoState state) {
        return new long[] {legalMask(state)};
    }

    @Override
    public int[] legalActions(GoRoGoState state) {
        return ActionMasks.actions(legalMask(state));
    }

    @Override
    public int[] observationShape() {
        return new int[] {PLANES, 5, 5};
    }

    @Override
    public void observation(GoRoGoState state, float[] out, int offset) {
        Observations.clear(out, offset, SIZE);
        int henge = state.henge;
        int info = state.info;
        boolean black = Position.toMove(henge, info) == Colour.BLACK;
        int own = black ? state.black : state.white;
        int opponent = black ? state.white : state.black;
        plane(out, offset, own);
        plane(out, offset + POINTS, opponent);
        plane(out, offset + 2 * POINTS, henge);
        plane(out, offset + 3 * POINTS, Bits.FULL & ~(own | opponent | henge));
        int captures = Position.captures(opponent, info, black);
        int lost = Position.captures(own, info, !black);
        float[] constants = {
            Position.pieces(info, black) / 10f,
            Position.hengeInHand(info, black) / 2f,
            Position.pieces(info, !black) / 10f,
            Position.hengeInHand(info, !black) / 2f,
            captures / 10f,
            lost / 10f,
            black ? 0f : 1f
        };
        for (int c = 0; c < constants.length; c++) {
            Observations.fill(out, offset + (4 + c) * POINTS, POINTS, constants[c]);
        }
    }

    /** Writes a mask as a plane, rows from rank 5 (the top of the board) down to rank 1. */
    private static void plane(float[] out, int start, int mask) {
        for (int m = mask; m != 0; m &= m - 1) {
            int i = Integer.numberOfTrailingZeros(m);
            out[start + (4 - i / 5) * 5 + i % 5] = 1f;
        }
    }

    @Override
    public int symmetryCount() {
        return SquareSymmetry.COUNT;
    }

    @Override
    public GoRoGoState transform(GoRoGoState state, int symmetry) {
        if (SearchArguments.symmetry(symmetry, SquareSymmetry.COUNT) == 0) {
            return state;
        }
        int[] table = TABLES[symmetry];
        int black = SquareSymmetry.mapMask(state.black, table);
        int white = SquareSymmetry.mapMask(state.white, table);
        int henge = SquareSymmetry.mapMask(state.henge, table);
        int info = state.info;
        int last = Position.lastMove(info);
        if (last != Position.NO_MOVE) {
            last = last / POINTS * POINTS + table[last % POINTS];
        }
        int moved = Position.info(
                Position.pieces(info, true),
                Position.hengeInHand(info, true),
                Position.pieces(info, false),
                Position.hengeInHand(info, false),
                last,
                Position.isHengeLast(info));
        GoRoGoRules rules = state.rules;
        return new GoRoGoState(black, white, henge, moved, Engine.legalWord(black, white, henge, moved, rules), rules);
    }

    @Override
    public int transformAction(int action, int symmetry) {
        SearchArguments.action(action, ACTIONS);
        int[] table = TABLES[SearchArguments.symmetry(symmetry, SquareSymmetry.COUNT)];
        return action / POINTS * POINTS + table[action % POINTS];
    }

    @Override
    public int inverseSymmetry(int symmetry) {
        return SquareSymmetry.inverse(SearchArguments.symmetry(symmetry, SquareSymmetry.COUNT));
    }

    @Override
    public long hash(GoRoGoState state) {
        long hash = maskHash(state.black, 0) ^ maskHash(state.white, POINTS) ^ maskHash(state.henge, 50);
        int info = state.info;
        hash ^= KEYS[75 + Position.pieces(info, true)] ^ KEYS[86 + Position.hengeInHand(info, true)];
        hash ^= KEYS[89 + Position.pieces(info, false)] ^ KEYS[100 + Position.hengeInHand(info, false)];
        return Position.isHengeLast(info) ? hash ^ KEYS[103] : hash;
    }

    private static long maskHash(int mask, int base) {
        long hash = 0;
        for (int m = mask; m != 0; m &= m - 1) {
            hash ^= KEYS[base + Integer.numberOfTrailingZeros(m)];
        }
        return hash;
    }
}
