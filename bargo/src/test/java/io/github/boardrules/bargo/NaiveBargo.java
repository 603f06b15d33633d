package io.github.boardrules.bargo;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A deliberately naive Bargo written only for the tests, straight from the rule page: maps of
 * pieces, a fresh flood fill for every question, each placement simulated on a copy of the board,
 * histories as lists of strings. Slow and obviously right; the engine's perft counts and legal
 * moves are checked against it.
 */
final class NaiveBargo {
    private static final int[][] STEPS = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};
    private static final String[] CODES = {"e", "ne", "nw", "w", "sw", "se"};

    /** A cell as (q, r). */
    record Hex(int q, int r) {
        Hex step(int d) {
            return new Hex(q + STEPS[d][0], r + STEPS[d][1]);
        }
    }

    /** A piece: colour 'B' or 'W' and wall direction 0..5. */
    record Piece(char colour, int wall) {}

    /** A state: pieces, player to move, button holder (' ' untaken), passes, both histories. */
    record State(
            int base,
            Map<Hex, Piece> pieces,
            char toMove,
            char button,
            int passes,
            List<String> blackSeen,
            List<String> whiteSeen) {}

    private NaiveBargo() {}

    static State initial(int base) {
        return new State(base, Map.of(), 'B', ' ', 0, List.of(), List.of());
    }

    static boolean onBoard(int base, Hex h) {
        int m = base - 1;
        return Math.abs(h.q()) <= m && Math.abs(h.r()) <= m && Math.abs(h.q() + h.r()) <= m;
    }

    static List<Hex> cells(int base) {
        List<Hex> cells = new ArrayList<>();
        for (int r = -(base - 1); r <= base - 1; r++) {
            for (int q = -(base - 1); q <= base - 1; q++) {
                if (onBoard(base, new Hex(q, r))) {
                    cells.add(new Hex(q, r));
                }
            }
        }
        return cells;
    }

    /** Whether the edge from a in direction d is free of walls (both cells on the board). */
    static boolean linked(Map<Hex, Piece> pieces, Hex a, int d) {
        Hex b = a.step(d);
        Piece pa = pieces.get(a);
        Piece pb = pieces.get(b);
        return (pa == null || pa.wall() != d) && (pb == null || pb.wall() != (d + 3) % 6);
    }

    static Set<Hex> group(int base, Map<Hex, Piece> pieces, Hex start) {
        Set<Hex> group = new HashSet<>();
        Deque<Hex> todo = new ArrayDeque<>();
        group.add(start);
        todo.add(start);
        char colour = pieces.get(start).colour();
        while (!todo.isEmpty()) {
            Hex a = todo.poll();
            for (int d = 0; d < 6; d++) {
                Hex b = a.step(d);
                if (onBoard(base, b)
                        && linked(pieces, a, d)
                        && pieces.containsKey(b)
                        && pieces.get(b).colour() == colour
                        && group.add(b)) {
                    todo.add(b);
                }
            }
        }
        return group;
    }

    static boolean hasLiberty(int base, Map<Hex, Piece> pieces, Set<Hex> group) {
        for (Hex a : group) {
            for (int d = 0; d < 6; d++) {
                Hex b = a.step(d);
                if (onBoard(base, b) && !pieces.containsKey(b) && linked(pieces, a, d)) {
                    return true;
                }
            }
        }
        return false;
    }

    static String key(int base, Map<Hex, Piece> pieces, char button) {
        StringBuilder key = new StringBuilder();
        for (Hex h : cells(base)) {
            Piece p = pieces.get(h);
            key.append(p == null ? '.' : p.colour());
        }
        return key.append(button == ' ' ? '-' : '+').toString();
    }

    static String name(int base, Hex h) {
        return (char) ('a' + h.q() + base - 1) + Integer.toString(base - h.r());
    }

    /** The legal moves as notation strings, or the empty list when the game is over. */
    static List<String> legalMoves(State s) {
        List<String> moves = new ArrayList<>();
        if (s.passes() == 2) {
            return moves;
        }
        for (Hex h : cells(s.base())) {
            for (int d = 0; d < 6; d++) {
                if (place(s, h, d) != null) {
                    moves.add(name(s.base(), h) + CODES[d]);
                }
            }
        }
        moves.add(s.button() == ' ' ? "button" : "pass");
        return moves;
    }

    /** The state after placing on h with wall d, or null when the placement is illegal. */
    static State place(State s, Hex h, int d) {
        int base = s.base();
        if (s.pieces().containsKey(h)) {
            return null;
        }
        Hex behind = h.step(d);
        if (!onBoard(base, behind)) {
            return null;
        }
        Piece neighbour = s.pieces().get(behind);
        if (neighbour != null && neighbour.wall() == (d + 3) % 6) {
            return null;
        }
        char me = s.toMove();
        char enemy = me == 'B' ? 'W' : 'B';
        Map<Hex, Piece> after = new HashMap<>(s.pieces());
        after.put(h, new Piece(me, d));
        Set<Hex> doomed = new HashSet<>();
        for (Map.Entry<Hex, Piece> e : after.entrySet()) {
            if (e.getValue().colour() == enemy && !doomed.contains(e.getKey())) {
                Set<Hex> g = group(base, after, e.getKey());
                if (!hasLiberty(base, after, g)) {
                    doomed.addAll(g);
                }
            }
        }
        for (Hex x : doomed) {
            after.remove(x);
        }
        if (!hasLiberty(base, after, group(base, after, h))) {
            return null;
        }
        Piece facing = after.get(behind);
        if (facing != null && facing.colour() == enemy) {
            return null;
        }
        String key = key(base, after, s.button());
        List<String> seen = me == 'B' ? s.blackSeen() : s.whiteSeen();
        if (seen.contains(key)) {
            return null;
        }
        return next(s, after, s.button(), 0, key);
    }

    private static State next(State s, Map<Hex, Piece> pieces, char button, int passes, String key) {
        List<String> seen = new ArrayList<>(s.toMove() == 'B' ? s.blackSeen() : s.whiteSeen());
        seen.add(key);
        char other = s.toMove() == 'B' ? 'W' : 'B';
        return s.toMove() == 'B'
                ? new State(s.base(), pieces, other, button, passes, seen, s.whiteSeen())
                : new State(s.base(), pieces, other, button, passes, s.blackSeen(), seen);
    }

    /** Plays a move given in notation; it must be legal. */
    static State apply(State s, String move) {
        if (move.equals("button")) {
            return next(s, s.pieces(), s.toMove(), 0, key(s.base(), s.pieces(), s.toMove()));
        }
        if (move.equals("pass")) {
            return next(s, s.pieces(), s.button(), s.passes() + 1, key(s.base(), s.pieces(), s.button()));
        }
        for (Hex h : cells(s.base())) {
            for (int d = 0; d < 6; d++) {
                if ((name(s.base(), h) + CODES[d]).equals(move)) {
                    State next = place(s, h, d);
                    if (next == null) {
                        throw new IllegalArgumentException("illegal " + move);
                    }
                    return next;
                }
            }
        }
        throw new IllegalArgumentException("unknown " + move);
    }

    /** The naive view of a state's board (no history). */
    static Map<Hex, Piece> pieces(BargoState state) {
        Map<Hex, Piece> pieces = new HashMap<>();
        for (Hex h : cells(state.base())) {
            state.pieceAt(Cell.of(state.base(), h.q(), h.r()))
                    .ifPresent(p -> pieces.put(
                            h,
                            new Piece(
                                    p.colour() == io.github.boardrules.common.Colour.BLACK ? 'B' : 'W',
                                    p.wall().ordinal())));
        }
        return pieces;
    }

    static long perft(State s, int depth) {
        if (depth == 0) {
            return 1;
        }
        List<String> moves = legalMoves(s);
        if (depth == 1) {
            return moves.size();
        }
        long n = 0;
        for (String m : moves) {
            n += perft(apply(s, m), depth - 1);
        }
        return n;
    }
}
