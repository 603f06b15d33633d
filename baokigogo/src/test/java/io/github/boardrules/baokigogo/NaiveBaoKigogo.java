package io.github.boardrules.baokigogo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A deliberately naive second implementation of the rule page, written only for the tests: a
 * {@code int[5][12]} board indexed by rank and file, the rings as explicit lists of hole names,
 * seed-by-seed sowing, endless sowing found with a set of every sowing state seen, and repetition
 * checked against a list of position strings. No tricks, no sharing with the engine.
 */
final class NaiveBaoKigogo {
    /** South's ring in sowing order, as [file, rank] pairs. */
    static final List<int[]> SOUTH_RING = new ArrayList<>();
    /** North's ring in sowing order. */
    static final List<int[]> NORTH_RING = new ArrayList<>();

    static {
        for (int f = 0; f < 12; f++) {
            SOUTH_RING.add(new int[] {f, 1});
        }
        for (int f = 11; f >= 0; f--) {
            SOUTH_RING.add(new int[] {f, 2});
        }
        for (int f = 0; f < 12; f++) {
            NORTH_RING.add(new int[] {f, 3});
        }
        for (int f = 11; f >= 0; f--) {
            NORTH_RING.add(new int[] {f, 4});
        }
    }

    final int[][] board = new int[5][12];
    boolean southToMove;
    int capturedBySouth;
    int capturedByNorth;
    String outcome = "ongoing";
    final List<String> history = new ArrayList<>();
    String lastHole = "";

    NaiveBaoKigogo copy() {
        NaiveBaoKigogo c = new NaiveBaoKigogo();
        for (int r = 1; r <= 4; r++) {
            c.board[r] = board[r].clone();
        }
        c.southToMove = southToMove;
        c.capturedBySouth = capturedBySouth;
        c.capturedByNorth = capturedByNorth;
        c.outcome = outcome;
        c.history.addAll(history);
        return c;
    }

    /** Reads the rule page's notation (trusting it). */
    static NaiveBaoKigogo parse(String text) {
        NaiveBaoKigogo n = new NaiveBaoKigogo();
        String[] parts = text.split(" ");
        String[] ranks = parts[0].split("/");
        for (int i = 0; i < 4; i++) {
            String[] counts = ranks[i].split(",");
            for (int f = 0; f < 12; f++) {
                n.board[4 - i][f] = Integer.parseInt(counts[f]);
            }
        }
        n.southToMove = parts[1].equals("S");
        String[] cap = parts[2].split(",");
        n.capturedBySouth = Integer.parseInt(cap[0]);
        n.capturedByNorth = Integer.parseInt(cap[1]);
        n.history.add(n.keyNow());
        if (n.seedsOf(n.southToMove) == 0) {
            n.outcome = "win:" + (n.southToMove ? "n" : "s") + ":all-captured";
        } else if (n.moves().isEmpty()) {
            n.outcome = "win:" + (n.southToMove ? "n" : "s") + ":no-legal-move";
        }
        return n;
    }

    String keyNow() {
        StringBuilder sb = new StringBuilder();
        for (int r = 1; r <= 4; r++) {
            sb.append(Arrays.toString(board[r]));
        }
        return sb.append(southToMove).toString();
    }

    String position() {
        StringBuilder sb = new StringBuilder();
        for (int r = 4; r >= 1; r--) {
            for (int f = 0; f < 12; f++) {
                sb.append(board[r][f]);
                if (f < 11) {
                    sb.append(',');
                }
            }
            if (r > 1) {
                sb.append('/');
            }
        }
        sb.append(southToMove ? " S " : " N ");
        return sb.append(capturedBySouth).append(',').append(capturedByNorth).toString();
    }

    int seedsOf(boolean south) {
        int sum = 0;
        for (int[] h : south ? SOUTH_RING : NORTH_RING) {
            sum += board[h[1]][h[0]];
        }
        return sum;
    }

    /** Legal moves as hole names, in ring order. */
    List<String> moves() {
        List<String> result = new ArrayList<>();
        if (!outcome.equals("ongoing")) {
            return result;
        }
        List<int[]> ring = southToMove ? SOUTH_RING : NORTH_RING;
        boolean anyBig = false;
        for (int[] h : ring) {
            if (board[h[1]][h[0]] >= 2) {
                anyBig = true;
            }
        }
        for (int i = 0; i < 24; i++) {
            int[] h = ring.get(i);
            int[] next = ring.get((i + 1) % 24);
            int seeds = board[h[1]][h[0]];
            boolean ok = anyBig ? seeds >= 2 : seeds == 1 && board[next[1]][next[0]] == 0;
            if (ok) {
                result.add("" + (char) ('a' + h[0]) + h[1]);
            }
        }
        return result;
    }

    /** Plays a legal move (given by name) and returns the new state. */
    NaiveBaoKigogo play(String move, boolean endlessLoses) {
        NaiveBaoKigogo n = copy();
        List<int[]> ring = southToMove ? SOUTH_RING : NORTH_RING;
        int pos = -1;
        for (int i = 0; i < 24; i++) {
            int[] h = ring.get(i);
            if (("" + (char) ('a' + h[0]) + h[1]).equals(move)) {
                pos = i;
            }
        }
        int[] o = ring.get(pos);
        int hand = n.board[o[1]][o[0]];
        n.board[o[1]][o[0]] = 0;
        Set<String> seen = new HashSet<>();
        boolean endless = false;
        while (true) {
            String sowingState = n.keyNow() + "|" + pos + "|" + hand;
            if (!seen.add(sowingState)) {
                endless = true;
                break;
            }
            while (hand > 0) {
                pos = (pos + 1) % 24;
                int[] h = ring.get(pos);
                n.board[h[1]][h[0]]++;
                hand--;
            }
            int[] h = ring.get(pos);
            if (n.board[h[1]][h[0]] == 1) {
                break;
            }
            hand = n.board[h[1]][h[0]];
            n.board[h[1]][h[0]] = 0;
        }
        String mover = southToMove ? "s" : "n";
        String other = southToMove ? "n" : "s";
        if (endless) {
            for (int r = 1; r <= 4; r++) {
                n.board[r] = board[r].clone();
            }
            n.southToMove = !southToMove;
            n.outcome = endlessLoses ? "win:" + other + ":endless-sowing" : "draw:endless-sowing";
            return n;
        }
        int[] last = ring.get(pos);
        n.lastHole = "" + (char) ('a' + last[0]) + last[1];
        int taken = 0;
        boolean front = southToMove ? last[1] == 2 : last[1] == 3;
        if (front) {
            int oppFront = southToMove ? 3 : 2;
            int oppBack = southToMove ? 4 : 1;
            if (n.board[oppFront][last[0]] > 0) {
                taken = n.board[oppFront][last[0]] + n.board[oppBack][last[0]];
                n.board[oppFront][last[0]] = 0;
                n.board[oppBack][last[0]] = 0;
            }
        }
        if (southToMove) {
            n.capturedBySouth += taken;
        } else {
            n.capturedByNorth += taken;
        }
        n.southToMove = !southToMove;
        if (taken > 0) {
            n.history.clear();
        }
        String now = n.keyNow();
        if (n.seedsOf(n.southToMove) == 0) {
            n.outcome = "win:" + mover + ":all-captured";
        } else if (n.moves().isEmpty()) {
            n.outcome = "win:" + mover + ":no-legal-move";
        } else if (n.history.contains(now)) {
            n.outcome = "draw:repetition";
        }
        n.history.add(now);
        return n;
    }

    /** Perft over the naive rules. */
    static long perft(NaiveBaoKigogo state, int depth) {
        if (depth == 0) {
            return 1;
        }
        long sum = 0;
        for (String m : state.moves()) {
            sum += perft(state.play(m, false), depth - 1);
        }
        return sum;
    }
}
