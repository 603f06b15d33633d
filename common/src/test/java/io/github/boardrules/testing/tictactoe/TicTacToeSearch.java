package io.github.boardrules.testing.tictactoe;

import io.github.boardrules.common.FileRank;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.internal.MoverResults;
import io.github.boardrules.common.internal.Observations;
import io.github.boardrules.common.internal.SearchArguments;
import io.github.boardrules.common.internal.SquareSymmetry;
import io.github.boardrules.common.internal.StableKeys;
import io.github.boardrules.common.search.SearchSupport;

/**
 * Tic-tac-toe's search support, the smallest complete one: action = cell index
 * {@code (rank - 1) * 3 + file}; observation planes mover's marks, opponent's marks, empty; the 8
 * symmetries of the square; hash over the cells and the player to move.
 */
final class TicTacToeSearch implements SearchSupport<TicTacToe.State, FileRank> {
    static final TicTacToeSearch INSTANCE = new TicTacToeSearch();

    private static final int[][] TABLES = SquareSymmetry.tables(3);
    /** Keys: cell {@code c} holding mark {@code m} (1 or 2) at {@code 2 * c + m - 1}; o to move last. */
    private static final long[] KEYS = StableKeys.splitMix64(0x7177_7AC7_0E00L, 19);

    private TicTacToeSearch() {}

    @Override
    public int actionCount() {
        return 9;
    }

    @Override
    public int actionOf(FileRank move) {
        if (move.file() > 2 || move.rank() > 3) {
            throw new IllegalArgumentException(move.notation() + " is not on the 3x3 board");
        }
        return (move.rank() - 1) * 3 + move.file();
    }

    private static FileRank cell(int action) {
        return new FileRank(action % 3, action / 3 + 1);
    }

    @Override
    public FileRank moveOf(TicTacToe.State state, int action) {
        FileRank move = cell(SearchArguments.action(action, 9));
        TicTacToe.GAME.check(state, move).ifPresent(reason -> {
            throw new IllegalMoveException(reason, move.notation());
        });
        return move;
    }

    @Override
    public int moverResult(TicTacToe.State state) {
        return MoverResults.of(TicTacToe.GAME.status(state), TicTacToe.GAME.playerToMove(state));
    }

    /** The test game allocates its moves anyway: the plain composition. */
    @Override
    public TicTacToe.State applyAction(TicTacToe.State state, int action) {
        return TicTacToe.GAME.apply(state, moveOf(state, action));
    }

    @Override
    public int[] legalActions(TicTacToe.State state) {
        if (TicTacToe.GAME.status(state).isOver()) {
            return new int[0];
        }
        int[] actions = new int[9];
        int n = 0;
        for (int c = 0; c < 9; c++) {
            if (state.at(c) == 0) {
                actions[n++] = c;
            }
        }
        return java.util.Arrays.copyOf(actions, n);
    }

    @Override
    public int[] observationShape() {
        return new int[] {3, 3, 3};
    }

    @Override
    public void observation(TicTacToe.State state, float[] out, int offset) {
        Observations.clear(out, offset, 27);
        int mover = state.xToMove() ? 1 : 2;
        for (int c = 0; c < 9; c++) {
            int mark = state.at(c);
            int plane = mark == 0 ? 2 : mark == mover ? 0 : 1;
            // rows from the top (rank 3) down, as a picture of the board
            out[offset + plane * 9 + (2 - c / 3) * 3 + c % 3] = 1f;
        }
    }

    @Override
    public int symmetryCount() {
        return SquareSymmetry.COUNT;
    }

    @Override
    public TicTacToe.State transform(TicTacToe.State state, int symmetry) {
        if (SearchArguments.symmetry(symmetry, SquareSymmetry.COUNT) == 0) {
            return state;
        }
        int cells = 0;
        for (int c = 0; c < 9; c++) {
            cells |= state.at(c) << (2 * TABLES[symmetry][c]);
        }
        return new TicTacToe.State(cells, state.xToMove());
    }

    @Override
    public int transformAction(int action, int symmetry) {
        return TABLES[SearchArguments.symmetry(symmetry, SquareSymmetry.COUNT)][SearchArguments.action(action, 9)];
    }

    @Override
    public int inverseSymmetry(int symmetry) {
        return SquareSymmetry.inverse(SearchArguments.symmetry(symmetry, SquareSymmetry.COUNT));
    }

    @Override
    public long hash(TicTacToe.State state) {
        long hash = state.xToMove() ? 0 : KEYS[18];
        for (int c = 0; c < 9; c++) {
            int mark = state.at(c);
            if (mark != 0) {
                hash ^= KEYS[2 * c + mark - 1];
            }
        }
        return hash;
    }
}
