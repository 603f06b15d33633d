package io.github.boardrules.baokigogo;

import java.util.List;

/** Builds positions for the example tests from a few hole counts. */
final class Positions {
    static final BaoKigogo GAME = BaoKigogo.standard();

    private Positions() {}

    /**
     * A position in notation with the given holes filled (e.g. {@code "a1=2"}), every other hole
     * empty, and the seeds missing from 92 counted as captured by South.
     */
    static String notation(char toMove, String... holes) {
        int[][] board = new int[5][12];
        int sum = 0;
        for (String h : holes) {
            String[] kv = h.split("=");
            Hole hole = Hole.parse(kv[0]);
            int n = Integer.parseInt(kv[1]);
            board[hole.rank()][hole.file()] = n;
            sum += n;
        }
        StringBuilder sb = new StringBuilder();
        for (int r = 4; r >= 1; r--) {
            for (int f = 0; f < 12; f++) {
                sb.append(board[r][f]).append(f < 11 ? "," : "");
            }
            sb.append(r > 1 ? "/" : "");
        }
        return sb.append(' ')
                .append(toMove)
                .append(' ')
                .append(92 - sum)
                .append(",0")
                .toString();
    }

    static BaoState state(char toMove, String... holes) {
        return GAME.parsePosition(notation(toMove, holes));
    }

    static BaoState play(BaoState state, String... moves) {
        BaoState s = state;
        for (String m : moves) {
            s = GAME.apply(s, sow(m));
        }
        return s;
    }

    /** A move read as a user's text is: through {@link BaoKigogo#parseMove}. */
    static BaoMove sow(String hole) {
        return GAME.parseMove(GAME.initialState(), hole);
    }

    static int seeds(BaoState state, String hole) {
        return state.seeds(Hole.parse(hole));
    }

    static List<String> moves(BaoState state) {
        return GAME.legalMoves(state).stream().map(BaoMove::notation).toList();
    }
}
