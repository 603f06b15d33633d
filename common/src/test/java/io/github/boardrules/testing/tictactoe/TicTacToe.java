package io.github.boardrules.testing.tictactoe;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.EndReason;
import io.github.boardrules.common.FileRank;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.IllegalMoveReason;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Player;
import io.github.boardrules.common.Status;
import io.github.boardrules.common.internal.ImmutableArrayList;
import io.github.boardrules.common.internal.Svg;
import java.util.List;
import java.util.Optional;

/**
 * Tic-tac-toe on the common API, used to test the generic tools (its perft counts are public
 * knowledge). Cells are {@code a1}..{@code c3}; a position is the three ranks from 3 down to 1
 * ({@code x}, {@code o}, {@code .}) then the player to move, e.g. {@code .../.../... x}.
 */
public final class TicTacToe implements Game<TicTacToe.State, FileRank> {
    /** The only instance: tic-tac-toe has no options. */
    public static final TicTacToe GAME = new TicTacToe();

    private static final int[][] LINES = {
        {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
    };

    /** Why a tic-tac-toe move is refused. */
    public enum Refusal implements IllegalMoveReason {
        /** The cell holds a mark. */
        OCCUPIED("the cell already holds a mark"),
        /** The cell is not on the 3×3 board. */
        OFF_BOARD("the cell is not on the board"),
        /** The game has ended. */
        GAME_OVER("the game is over");

        private final String description;

        Refusal(String description) {
            this.description = description;
        }

        @Override
        public String description() {
            return description;
        }
    }

    /** Why a tic-tac-toe game ended. */
    public enum End implements EndReason {
        /** Three in a row. */
        LINE,
        /** Board full. */
        FULL;

        @Override
        public String description() {
            return this == LINE ? "three marks in a row" : "the board is full";
        }
    }

    /**
     * A position: cells 0..8 (index = (rank - 1) * 3 + file), each 0 empty, 1 x, 2 o.
     *
     * @param cells packed two bits per cell
     * @param xToMove whether x moves next
     */
    public record State(int cells, boolean xToMove) {
        int at(int index) {
            return (cells >>> (2 * index)) & 3;
        }
    }

    private TicTacToe() {}

    @Override
    public String id() {
        return "tictactoe";
    }

    @Override
    public String rulesNotation() {
        return "";
    }

    @Override
    public TicTacToe withRules(String rulesNotation) {
        if (!rulesNotation.isBlank()) {
            throw new NotationException("rules", 0, rulesNotation, "tic-tac-toe has no options");
        }
        return this;
    }

    @Override
    public TicTacToe withRulesOf(State state) {
        return this;
    }

    @Override
    public State initialState() {
        return new State(0, true);
    }

    @Override
    public Player playerToMove(State state) {
        return state.xToMove() ? Colour.BLACK : Colour.WHITE;
    }

    @Override
    public List<FileRank> legalMoves(State state) {
        if (status(state).isOver()) {
            return ImmutableArrayList.empty();
        }
        FileRank[] moves = new FileRank[9];
        int n = 0;
        for (int i = 0; i < 9; i++) {
            if (state.at(i) == 0) {
                moves[n++] = new FileRank(i % 3, i / 3 + 1);
            }
        }
        return ImmutableArrayList.wrap(moves, n);
    }

    @Override
    public Optional<IllegalMoveReason> check(State state, FileRank move) {
        if (status(state).isOver()) {
            return Optional.of(Refusal.GAME_OVER);
        }
        if (move.file() > 2 || move.rank() > 3) {
            return Optional.of(Refusal.OFF_BOARD);
        }
        if (state.at(index(move)) != 0) {
            return Optional.of(Refusal.OCCUPIED);
        }
        return Optional.empty();
    }

    private static int index(FileRank move) {
        return (move.rank() - 1) * 3 + move.file();
    }

    @Override
    public State apply(State state, FileRank move) {
        Optional<IllegalMoveReason> refusal = check(state, move);
        if (refusal.isPresent()) {
            throw new IllegalMoveException(refusal.get(), move.notation());
        }
        int mark = state.xToMove() ? 1 : 2;
        return new State(state.cells() | mark << (2 * index(move)), !state.xToMove());
    }

    @Override
    public Status status(State state) {
        for (int[] line : LINES) {
            int a = state.at(line[0]);
            if (a != 0 && a == state.at(line[1]) && a == state.at(line[2])) {
                return new Outcome.Win(a == 1 ? Colour.BLACK : Colour.WHITE, End.LINE, List.of());
            }
        }
        for (int i = 0; i < 9; i++) {
            if (state.at(i) == 0) {
                return Status.ONGOING;
            }
        }
        return new Outcome.Draw(End.FULL, List.of());
    }

    @Override
    public String formatMove(FileRank move) {
        return move.notation();
    }

    @Override
    public FileRank parseMove(State state, String text) {
        FileRank move = FileRank.parse(text);
        if (move.file() > 2 || move.rank() > 3) {
            throw new NotationException("cell", 0, text, "not on the 3x3 board");
        }
        return move;
    }

    @Override
    public String formatPosition(State state) {
        StringBuilder out = new StringBuilder();
        for (int rank = 3; rank >= 1; rank--) {
            for (int file = 0; file < 3; file++) {
                out.append(".xo".charAt(state.at((rank - 1) * 3 + file)));
            }
            out.append(rank > 1 ? "/" : " ");
        }
        return out.append(state.xToMove() ? 'x' : 'o').toString();
    }

    @Override
    public State parsePosition(String text) {
        if (text.length() != 13 || text.charAt(3) != '/' || text.charAt(7) != '/' || text.charAt(11) != ' ') {
            throw new NotationException("layout", 0, text, "expected '.../.../... x'");
        }
        int cells = 0;
        for (int rank = 3; rank >= 1; rank--) {
            for (int file = 0; file < 3; file++) {
                int offset = (3 - rank) * 4 + file;
                int mark = ".xo".indexOf(text.charAt(offset));
                if (mark < 0) {
                    throw new NotationException("rank " + rank, offset, text, "expected x, o or .");
                }
                cells |= mark << (2 * ((rank - 1) * 3 + file));
            }
        }
        char player = text.charAt(12);
        if (player != 'x' && player != 'o') {
            throw new NotationException("player", 12, text, "expected x or o");
        }
        return new State(cells, player == 'x');
    }

    @Override
    public TicTacToeSearch searchSupport() {
        return TicTacToeSearch.INSTANCE;
    }

    @Override
    public String renderSvg(State state) {
        Svg svg = new Svg(90, 90, "tic-tac-toe");
        for (int i = 0; i < 9; i++) {
            double x = (i % 3) * 30;
            double y = (2 - i / 3) * 30;
            svg.rect(x, y, 30, 30, "none", "#000000", 1);
            if (state.at(i) != 0) {
                svg.text(x + 15, y + 22, state.at(i) == 1 ? "x" : "o", 20, "#000000");
            }
        }
        return svg.finish();
    }
}
