package io.github.boardrules.gorogo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A deliberately naive GoRoGo written only for the tests, from the rule page and without looking
 * at the engine: a 5×5 character grid, recursive flood fills, moves as strings, every candidate
 * move tried on a copy of the board. Slow and obvious; its perft counts check the real engine. It
 * knows the rules option {@code lastHenge=loses} as a flag: a Henge may then be a player's last
 * placement, after which nothing is legal.
 */
final class NaiveGoRoGo {
    private final char[][] grid; // grid[file][rank - 1]: 'B', 'W', 'H' or '.'
    private final int[] pieces; // [0] black, [1] white
    private final int[] henge;
    private final boolean setupDone;
    private final int toMove; // 0 black, 1 white
    private final boolean lastHengeLoses;
    private final boolean over; // a Henge was a last placement under lastHengeLoses

    NaiveGoRoGo() {
        grid = new char[5][5];
        for (char[] column : grid) {
            Arrays.fill(column, '.');
        }
        pieces = new int[] {10, 10};
        henge = new int[] {2, 2};
        setupDone = false;
        toMove = 1;
        lastHengeLoses = false;
        over = false;
    }

    private NaiveGoRoGo(
            char[][] grid,
            int[] pieces,
            int[] henge,
            boolean setupDone,
            int toMove,
            boolean lastHengeLoses,
            boolean over) {
        this.grid = grid;
        this.pieces = pieces;
        this.henge = henge;
        this.setupDone = setupDone;
        this.toMove = toMove;
        this.lastHengeLoses = lastHengeLoses;
        this.over = over;
    }

    /**
     * A position after the setup, read naively from its notation (board, player to move, hands;
     * the captures are not needed), under either reading of the last-placement rule.
     */
    static NaiveGoRoGo of(String position, boolean lastHengeLoses) {
        String[] fields = position.split(" ");
        String[] ranks = fields[0].split("/");
        char[][] grid = new char[5][5];
        for (int r = 0; r < 5; r++) {
            for (int f = 0; f < 5; f++) {
                grid[f][4 - r] = ranks[r].charAt(f);
            }
        }
        String[] black = fields[2].split("/");
        String[] white = fields[3].split("/");
        int[] pieces = {Integer.parseInt(black[0]), Integer.parseInt(white[0])};
        int[] henge = {Integer.parseInt(black[1]), Integer.parseInt(white[1])};
        return new NaiveGoRoGo(grid, pieces, henge, true, fields[1].equals("b") ? 0 : 1, lastHengeLoses, false);
    }

    private int placementsMade() {
        return 24 - pieces[0] - pieces[1] - henge[0] - henge[1];
    }

    /** Every legal move as a string, in no particular order. */
    List<String> legalMoves() {
        List<String> moves = new ArrayList<>();
        for (int file = 0; file < 5; file++) {
            for (int rank = 1; rank <= 5; rank++) {
                String name = "" + (char) ('a' + file) + rank;
                if (!setupDone) {
                    moves.add("H" + name);
                    continue;
                }
                if (over || placementsMade() == 24 || grid[file][rank - 1] != '.') {
                    continue;
                }
                if (pieces[toMove] > 0 && play(name) != null) {
                    moves.add(name);
                }
                boolean lastPlacement = pieces[toMove] + henge[toMove] == 1;
                if (henge[toMove] > 0 && (!lastPlacement || lastHengeLoses)) {
                    moves.add("H" + name);
                }
            }
        }
        return moves;
    }

    /** The position after a move known to be on an empty point, or null when it is suicide. */
    NaiveGoRoGo play(String move) {
        boolean isHenge = move.startsWith("H");
        String name = isHenge ? move.substring(1) : move;
        int file = name.charAt(0) - 'a';
        int rank = name.charAt(1) - '0';
        char[][] next = new char[5][];
        for (int f = 0; f < 5; f++) {
            next[f] = grid[f].clone();
        }
        if (!setupDone) {
            next[file][rank - 1] = 'H';
            return new NaiveGoRoGo(next, pieces.clone(), henge.clone(), true, 0, lastHengeLoses, false);
        }
        char mine = toMove == 0 ? 'B' : 'W';
        char theirs = toMove == 0 ? 'W' : 'B';
        next[file][rank - 1] = isHenge ? 'H' : mine;
        // Remove every opponent group without a liberty; Henge belong to the mover.
        boolean[][] seen = new boolean[5][5];
        for (int f = 0; f < 5; f++) {
            for (int r = 0; r < 5; r++) {
                if (next[f][r] == theirs && !seen[f][r]) {
                    List<int[]> group = new ArrayList<>();
                    collect(next, f, r, theirs, 'x', seen, group);
                    if (!hasLiberty(next, group)) {
                        for (int[] p : group) {
                            next[p[0]][p[1]] = '.';
                        }
                    }
                }
            }
        }
        if (!isHenge) {
            List<int[]> group = new ArrayList<>();
            collect(next, file, rank - 1, mine, 'H', new boolean[5][5], group);
            if (!hasLiberty(next, group)) {
                return null;
            }
        }
        int[] p = pieces.clone();
        int[] h = henge.clone();
        if (isHenge) {
            h[toMove]--;
        } else {
            p[toMove]--;
        }
        boolean hengeLast = isHenge && p[toMove] + h[toMove] == 0;
        return new NaiveGoRoGo(next, p, h, true, 1 - toMove, lastHengeLoses, hengeLast);
    }

    private static void collect(char[][] g, int f, int r, char a, char b, boolean[][] seen, List<int[]> out) {
        if (f < 0 || f > 4 || r < 0 || r > 4 || seen[f][r] || (g[f][r] != a && g[f][r] != b)) {
            return;
        }
        seen[f][r] = true;
        out.add(new int[] {f, r});
        collect(g, f + 1, r, a, b, seen, out);
        collect(g, f - 1, r, a, b, seen, out);
        collect(g, f, r + 1, a, b, seen, out);
        collect(g, f, r - 1, a, b, seen, out);
    }

    private static boolean hasLiberty(char[][] g, List<int[]> group) {
        int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int[] p : group) {
            for (int[] s : steps) {
                int f = p[0] + s[0];
                int r = p[1] + s[1];
                if (f >= 0 && f < 5 && r >= 0 && r < 5 && g[f][r] == '.') {
                    return true;
                }
            }
        }
        return false;
    }

    /** The board part of the position notation, to compare with the engine. */
    String board() {
        StringBuilder out = new StringBuilder();
        for (int r = 4; r >= 0; r--) {
            for (int f = 0; f < 5; f++) {
                out.append(grid[f][r]);
            }
            if (r > 0) {
                out.append('/');
            }
        }
        return out.toString();
    }

    static long perft(NaiveGoRoGo state, int depth) {
        if (depth == 0) {
            return 1;
        }
        List<String> moves = state.legalMoves();
        if (depth == 1) {
            return moves.size();
        }
        long nodes = 0;
        for (String move : moves) {
            nodes += perft(state.play(move), depth - 1);
        }
        return nodes;
    }
}
