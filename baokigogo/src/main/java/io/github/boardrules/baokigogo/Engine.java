package io.github.boardrules.baokigogo;

import io.github.boardrules.baokigogo.internal.Diagram;
import io.github.boardrules.baokigogo.internal.Layout;
import io.github.boardrules.baokigogo.internal.MoveList;
import io.github.boardrules.baokigogo.internal.Outcomes;
import io.github.boardrules.baokigogo.internal.SeenFilter;
import io.github.boardrules.baokigogo.internal.Sowing;
import io.github.boardrules.baokigogo.internal.SowingListener;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.IllegalMoveReason;
import io.github.boardrules.common.Status;
import io.github.boardrules.common.internal.ImmutableArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The rules of Bao Kigogo over the packed fields of {@link BaoState}s: legal moves, the refusal
 * reason of a move, applying a legal move (sowing, capture, the end checks) and the status. Every
 * answer comes from the state's own rules.
 */
final class Engine {
    private static final Logger LOG = LoggerFactory.getLogger(Engine.class);

    /**
     * A sowing this long is worth an operator's attention: random play never comes near it (none
     * past 20,000 laps in 370,000 moves), so it means a constructed position that costs real time.
     */
    static final long LONG_SOWING_LAPS = 100_000;

    private static final Optional<IllegalMoveReason> GAME_OVER = Optional.of(BaoIllegalMoveReason.GAME_OVER);
    private static final Optional<IllegalMoveReason> NOT_YOUR_HOLE = Optional.of(BaoIllegalMoveReason.NOT_YOUR_HOLE);
    private static final Optional<IllegalMoveReason> EMPTY_HOLE = Optional.of(BaoIllegalMoveReason.EMPTY_HOLE);
    private static final Optional<IllegalMoveReason> SINGLETON_NOT_ALLOWED =
            Optional.of(BaoIllegalMoveReason.SINGLETON_NOT_ALLOWED);
    private static final Optional<IllegalMoveReason> BLOCKED_SINGLETON =
            Optional.of(BaoIllegalMoveReason.BLOCKED_SINGLETON);

    /** The bits of a judgement that hold the legal moves; the end code is above them. */
    private static final int MOVES = (1 << Layout.RING) - 1;

    private static final int END_SHIFT = Layout.RING;

    private Engine() {}

    /**
     * The first state of a history: judged by the first two end checks for the player to move.
     *
     * @param rules the rules the game is played under
     * @param board the counts, the player to move and the captures (its marks are ignored)
     * @return the state, with no history before it
     */
    static BaoState start(BaoRules rules, Diagram board) {
        long[] w = new long[6];
        for (int slot = 0; slot < Layout.HOLES; slot++) {
            w[slot >>> 3] |= (long) board.seeds(slot) << ((slot & 7) << 3);
        }
        boolean southToMove = board.southToMove();
        int judged = southToMove ? judge(w[0], w[1], w[2]) : judge(w[3], w[4], w[5]);
        return new BaoState(
                rules,
                w[0],
                w[1],
                w[2],
                w[3],
                w[4],
                w[5],
                southToMove,
                board.capturedBySouth(),
                board.capturedByNorth(),
                judged & MOVES,
                null,
                (byte) (judged >>> END_SHIFT),
                Diagram.NO_MARK,
                Diagram.NO_MARK);
    }

    /**
     * Every legal move, in the mover's ring order: the multi-seed moves (own holes of two or more
     * seeds) or, when there is none, the singleton moves (one-seed holes whose next hole is empty).
     *
     * @param p the state
     * @return an immutable list of shared moves over the state's move mask (one small object);
     *     empty when the game is over
     */
    static List<BaoMove> legalMoves(BaoState p) {
        int moves = p.moves;
        if (moves == 0) {
            return ImmutableArrayList.empty();
        }
        return new MoveList(moves, Layout.base(p.southToMove));
    }

    /**
     * Why a move from a hole is illegal.
     *
     * @param p the state
     * @param origin the hole the move starts from
     * @return the reason, or empty when the move is legal
     */
    static Optional<IllegalMoveReason> check(BaoState p, Hole origin) {
        return refusal(p, Layout.slot(origin));
    }

    private static Optional<IllegalMoveReason> refusal(BaoState p, int slot) {
        if (p.end != Outcomes.ONGOING) {
            return GAME_OVER;
        }
        int base = Layout.base(p.southToMove);
        if (slot < base || slot >= base + Layout.RING) {
            return NOT_YOUR_HOLE;
        }
        int seeds = p.seeds(slot);
        if (seeds == 0) {
            return EMPTY_HOLE;
        }
        if (seeds == 1) {
            for (int i = base; i < base + Layout.RING; i++) {
                if (p.seeds(i) >= 2) {
                    return SINGLETON_NOT_ALLOWED;
                }
            }
            if (p.seeds(Layout.next(slot)) != 0) {
                return BLOCKED_SINGLETON;
            }
        }
        return Optional.empty();
    }

    /**
     * Plays a move under the state's rules: sows (with the rules' lap limit), captures at the end
     * of the move and judges the new position in the rule page's order — endless sowing, all
     * captured, no legal move, repetition.
     *
     * @param p the state before the move; never changed
     * @param move the move
     * @return the state after the move
     * @throws IllegalMoveException when the move is not legal in {@code p}
     */
    static BaoState apply(BaoState p, BaoMove move) {
        return apply(p, move, null);
    }

    /**
     * Plays a move as {@link #apply(BaoState, BaoMove)} does, telling a listener each lap and the
     * capture: the same rule code serves play and the {@linkplain SowingTrail trail} of a move.
     *
     * @param p the state before the move; never changed
     * @param move the move
     * @param listener told what the sowing does, or null on the ordinary path
     * @return the state after the move
     * @throws IllegalMoveException when the move is not legal in {@code p}
     */
    static BaoState apply(BaoState p, BaoMove move, @Nullable SowingListener listener) {
        int origin = Layout.slot(move.hole());
        boolean south = p.southToMove;
        int base = Layout.base(south);
        int pos = origin - base;
        // The move mask holds exactly the legal moves (none when the game is over).
        if (pos < 0 || pos >= Layout.RING || (p.moves >>> pos & 1) == 0) {
            throw new IllegalMoveException(refusal(p, origin).orElseThrow(), move.notation());
        }
        long r0 = south ? p.s0 : p.n0;
        long r1 = south ? p.s1 : p.n1;
        long r2 = south ? p.s2 : p.n2;
        int hand = Sowing.at(r0, r1, r2, pos);
        r0 &= Sowing.clear(pos, 0);
        r1 &= Sowing.clear(pos, 1);
        r2 &= Sowing.clear(pos, 2);
        long maxLaps = p.rules.maxSowingLaps();
        int end;
        long laps;
        int lap = 0;
        while (true) {
            if (lap == Sowing.FREE_LAPS) {
                long[] ring = {r0, r1, r2};
                long outcome = Sowing.watched(ring, pos, hand, maxLaps, listener);
                r0 = ring[0];
                r1 = ring[1];
                r2 = ring[2];
                end = Sowing.last(outcome);
                laps = Sowing.laps(outcome);
                break;
            }
            if (maxLaps > 0 && lap >= maxLaps) {
                end = Sowing.ENDLESS;
                laps = lap;
                break;
            }
            lap++;
            if (listener != null) {
                listener.lap(pos, hand);
            }
            // One lap: rounds of 24 to every hole, then the run of the rest after pos.
            int rounds = hand / Layout.RING;
            long all = rounds * Sowing.ONES;
            int from = pos + 1;
            int to = from + hand - rounds * Layout.RING;
            r0 += all + Sowing.run(from, to, 0);
            r1 += all + Sowing.run(from, to, 1);
            r2 += all + Sowing.run(from, to, 2);
            int at = to - 1;
            if (at >= Layout.RING) {
                at -= Layout.RING;
            }
            int landed = Sowing.at(r0, r1, r2, at);
            if (landed == 1) {
                end = at;
                laps = lap;
                break;
            }
            r0 &= Sowing.clear(at, 0);
            r1 &= Sowing.clear(at, 1);
            r2 &= Sowing.clear(at, 2);
            pos = at;
            hand = landed;
        }
        int last = end == Sowing.ENDLESS ? Sowing.ENDLESS : base + end;
        if (laps >= LONG_SOWING_LAPS || last == Sowing.ENDLESS) {
            report(p, move, last, laps);
        }
        if (last == Sowing.ENDLESS) {
            // The move never ends, so the board stays as it was.
            return new BaoState(
                    p.rules,
                    p.s0,
                    p.s1,
                    p.s2,
                    p.n0,
                    p.n1,
                    p.n2,
                    !south,
                    p.capturedBySouth,
                    p.capturedByNorth,
                    0,
                    p,
                    Outcomes.ENDLESS_SOWING,
                    origin,
                    Diagram.NO_MARK);
        }
        long o0 = south ? p.n0 : p.s0;
        long o1 = south ? p.n1 : p.s1;
        long o2 = south ? p.n2 : p.s2;
        int taken = 0;
        int front = Layout.captureFront(last);
        if (front >= 0) {
            int obase = Layout.base(!south);
            int f = front - obase;
            int frontSeeds = Sowing.at(o0, o1, o2, f);
            if (frontSeeds > 0) {
                int b = Layout.captureBack(last) - obase;
                int backSeeds = Sowing.at(o0, o1, o2, b);
                taken = frontSeeds + backSeeds;
                if (listener != null) {
                    listener.capture(front, frontSeeds, obase + b, backSeeds);
                }
                o0 &= Sowing.clear(f, 0) & Sowing.clear(b, 0);
                o1 &= Sowing.clear(f, 1) & Sowing.clear(b, 1);
                o2 &= Sowing.clear(f, 2) & Sowing.clear(b, 2);
            }
        }
        int bySouth = p.capturedBySouth + (south ? taken : 0);
        int byNorth = p.capturedByNorth + (south ? 0 : taken);
        long s0 = south ? r0 : o0;
        long s1 = south ? r1 : o1;
        long s2 = south ? r2 : o2;
        long n0 = south ? o0 : r0;
        long n1 = south ? o1 : r1;
        long n2 = south ? o2 : r2;
        boolean southNext = !south;
        int judged = judge(o0, o1, o2);
        int moves = judged & MOVES;
        byte over = (byte) (judged >>> END_SHIFT);
        // A capture leaves fewer seeds on the board, so no earlier position can come back.
        BaoState previous = taken > 0 ? null : p;
        if (over == Outcomes.ONGOING && previous != null && repeats(s0, s1, s2, n0, n1, n2, southNext, p)) {
            over = Outcomes.REPETITION;
            moves = 0;
        }
        return new BaoState(
                p.rules, s0, s1, s2, n0, n1, n2, southNext, bySouth, byNorth, moves, previous, over, origin, last);
    }

    /** Logs, once per move, an endless sowing (debug) or a very long one (info). */
    private static void report(BaoState before, BaoMove move, int last, long laps) {
        if (laps >= LONG_SOWING_LAPS) {
            LOG.info(
                    "sowing from {} ran {} laps{} in {}",
                    move,
                    laps,
                    last == Sowing.ENDLESS ? " and was judged endless" : "",
                    before);
        } else if (last == Sowing.ENDLESS) {
            LOG.debug("endless sowing from {} detected after {} laps in {}", move, laps, before);
        }
    }

    /**
     * Checks 1 and 2 of the end of the game, for the player to move, from its ring's three words:
     * the legal moves as a mask of ring positions in the low 24 bits, the end code above them.
     */
    private static int judge(long w0, long w1, long w2) {
        int multi = atLeastTwo(w0) | atLeastTwo(w1) << 8 | atLeastTwo(w2) << 16;
        if (multi != 0) {
            return multi;
        }
        // Every count is 0 or 1 here.
        int ones = gather(w0) | gather(w1) << 8 | gather(w2) << 16;
        int singles = ones & ~(ones >>> 1 | (ones & 1) << (Layout.RING - 1));
        if (singles != 0) {
            return singles;
        }
        return (ones != 0 ? Outcomes.NO_LEGAL_MOVE : Outcomes.ALL_CAPTURED) << END_SHIFT;
    }

    /** Bit {@code k} set for each byte {@code k} of a word that holds 2 or more (counts are below 128). */
    private static int atLeastTwo(long w) {
        return gather(((w + 0x7E7E7E7E7E7E7E7EL) & 0x8080808080808080L) >>> 7);
    }

    /** Bit {@code k} set for each byte {@code k} of a word of zero and one bytes that holds 1. */
    private static int gather(long w) {
        return (int) ((w * 0x0102040810204080L) >>> 56);
    }

    /**
     * Whether the position occurred since the last capture: walks the shared history back from the
     * position before the move, looking at positions with the same player to move (every second
     * one), comparing the packed counts exactly.
     */
    @SuppressWarnings("ParameterNumber")
    private static boolean repeats(
            long s0, long s1, long s2, long n0, long n1, long n2, boolean southToMove, BaoState before) {
        @Nullable BaoState candidates = before.previous;
        if (candidates == null) {
            return false;
        }
        // Every candidate is in the filter of the first one; a clear bit rules them all out.
        int bit = SeenFilter.bit(s0, s1, s2, n0, n1, n2);
        if ((candidates.seen & 1L << bit) == 0) {
            return false;
        }
        for (BaoState p = candidates; p != null; p = p.sameMover) {
            if (p.s0 == s0
                    && p.s1 == s1
                    && p.s2 == s2
                    && p.n0 == n0
                    && p.n1 == n1
                    && p.n2 == n2
                    && p.southToMove == southToMove) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the game goes on, or how it ended; an endless sowing is a draw, or a win for the
     * player to move under the state's Hawalis convention.
     *
     * @param p the state
     * @return the status
     */
    static Status status(BaoState p) {
        return Outcomes.of(p.end, p.southToMove, p.rules.endlessSowingLoses());
    }
}
