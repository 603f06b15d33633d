package io.github.boardrules.baokigogo;

import io.github.boardrules.baokigogo.internal.Layout;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.RandomAccess;
import org.jspecify.annotations.Nullable;

/**
 * What the sowing of one move did, as data: every lap in order — the hole its seeds were taken up
 * from and how many — and so every hole a seed was sown into, the hole the move ended in and the
 * capture made there. Get one with {@link BaoKigogo#sowingTrail(BaoState, BaoMove)}; it is
 * immutable.
 *
 * <p>The first lap starts from the move's origin; each later lap (a relay) starts from the hole
 * the previous lap's last seed landed in, which then held two or more seeds. A lap of {@code n}
 * seeds sows into the {@code n} holes after its start in the mover's ring, the start itself
 * included when {@code n} is 24 or more. A singleton move is one lap of one seed. Replaying the
 * laps and then emptying the captured holes on the board before the move gives exactly the board
 * after it.
 *
 * <p>Captured seeds leave the game; they are not sown anywhere. An endless sowing is reported with
 * the laps the engine played before it judged the sowing endless (a repeated state, or the rules'
 * lap limit); such a move leaves the board as it was, so its trail shows what was tried, not what
 * stays on the board. A sowing can run to a million laps: the laps are kept as two numbers each
 * and the holes of a lap are listed only when asked for.
 */
public final class SowingTrail {
    private final BaoMove move;
    private final BaoSide mover;
    /** Per lap, the slot its seeds were taken from; {@code seeds[i]} the seeds in hand. */
    private final byte[] from;

    private final int[] seeds;
    private final @Nullable Hole end;
    private final List<Capture> captures;

    SowingTrail(BaoMove move, BaoSide mover, byte[] from, int[] seeds, @Nullable Hole end, List<Capture> captures) {
        this.move = move;
        this.mover = mover;
        this.from = from;
        this.seeds = seeds;
        this.end = end;
        this.captures = List.copyOf(captures);
    }

    /**
     * One lap of a sowing: all the seeds of a hole taken up and sown one per hole from the next
     * hole of the mover's ring on.
     *
     * @param from the hole the seeds were taken from: the move's origin for the first lap, the
     *     hole the previous lap ended in for a relay
     * @param seeds the seeds sown, at least 1
     */
    public record Lap(Hole from, int seeds) {
        /**
         * Checks the components.
         *
         * @param from the hole the seeds were taken from
         * @param seeds the seeds sown, at least 1
         */
        public Lap {
            Objects.requireNonNull(from, "from");
            if (seeds < 1) {
                throw new IllegalArgumentException("a lap sows at least one seed: " + seeds);
            }
        }

        /**
         * The holes the lap sowed into, one per seed, in order: the holes after {@link #from()} in
         * its owner's ring, going round again (through {@code from} too) when there are 24 seeds
         * or more.
         *
         * @return an immutable list of {@link #seeds()} holes; the last is where the lap ended
         */
        public List<Hole> holes() {
            Hole[] holes = new Hole[seeds];
            int slot = Layout.slot(from);
            for (int i = 0; i < seeds; i++) {
                slot = Layout.next(slot);
                holes[i] = Layout.hole(slot);
            }
            return List.of(holes);
        }

        /** {@return the hole the lap's last seed landed in} */
        public Hole last() {
            int slot = Layout.slot(from);
            int base = slot < Layout.RING ? 0 : Layout.RING;
            return Layout.hole(base + (slot - base + seeds) % Layout.RING);
        }
    }

    /**
     * One of the opponent's holes emptied by the capture at the end of the move.
     *
     * @param hole the hole
     * @param seeds the seeds taken from it, at least 1; they leave the game
     */
    public record Capture(Hole hole, int seeds) {
        /**
         * Checks the components.
         *
         * @param hole the hole
         * @param seeds the seeds taken from it, at least 1
         */
        public Capture {
            Objects.requireNonNull(hole, "hole");
            if (seeds < 1) {
                throw new IllegalArgumentException("a capture takes at least one seed: " + seeds);
            }
        }
    }

    /** {@return the move} */
    public BaoMove move() {
        return move;
    }

    /** {@return the player who made the move; every lap runs round this player's ring} */
    public BaoSide mover() {
        return mover;
    }

    /**
     * The laps in the order they were sown.
     *
     * @return an immutable list, at least one lap
     */
    public List<Lap> laps() {
        return new Laps();
    }

    /** {@return the number of laps, as {@code laps().size()}} */
    public int lapCount() {
        return seeds.length;
    }

    /** {@return the seeds sown over all laps, a seed counted each time it is sown} */
    public long seedsSown() {
        long sum = 0;
        for (int n : seeds) {
            sum += n;
        }
        return sum;
    }

    /**
     * The hole the move ended in: the last lap's last hole, which was empty before that seed
     * landed; empty for an endless sowing.
     *
     * @return the hole, or empty
     */
    public Optional<Hole> end() {
        return Optional.ofNullable(end);
    }

    /** {@return whether the sowing was judged endless: the move left the board as it was} */
    public boolean endless() {
        return end == null;
    }

    /**
     * The opponent's holes the capture emptied: the front hole opposite {@link #end()}, then the
     * back hole of its file when it held seeds. Empty when the move captured nothing.
     *
     * @return an immutable list of at most two captures
     */
    public List<Capture> captures() {
        return captures;
    }

    /** {@return the seeds captured by the move} */
    public int captured() {
        int sum = 0;
        for (Capture capture : captures) {
            sum += capture.seeds();
        }
        return sum;
    }

    /**
     * Whether another object is the trail of the same move with the same laps, end and captures.
     *
     * @param o another object
     * @return whether they are equal
     */
    @Override
    public boolean equals(@Nullable Object o) {
        return o instanceof SowingTrail other
                && other.move.equals(move)
                && other.mover == mover
                && Arrays.equals(other.from, from)
                && Arrays.equals(other.seeds, seeds)
                && Objects.equals(other.end, end)
                && other.captures.equals(captures);
    }

    /** {@return a hash code consistent with {@link #equals}} */
    @Override
    public int hashCode() {
        return Objects.hash(move, mover, Arrays.hashCode(from), Arrays.hashCode(seeds), end, captures);
    }

    /**
     * {@return the trail for people} The move, the laps as {@code hole×seeds} (the first 20), the
     * end and the captures, e.g. {@code a1: a1×2 c1×3 → c1}.
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(move.notation()).append(':');
        int shown = Math.min(seeds.length, 20);
        for (int i = 0; i < shown; i++) {
            text.append(' ').append(Layout.hole(from[i]).notation()).append('×').append(seeds[i]);
        }
        if (shown < seeds.length) {
            text.append(" … (").append(seeds.length).append(" laps)");
        }
        text.append(end == null ? " → endless" : " → " + end.notation());
        for (Capture capture : captures) {
            text.append(", captured ")
                    .append(capture.hole().notation())
                    .append('×')
                    .append(capture.seeds());
        }
        return text.toString();
    }

    /** The laps as a list view over the two arrays: a million laps need no million objects kept. */
    private final class Laps extends AbstractList<Lap> implements RandomAccess {
        @Override
        public Lap get(int index) {
            return new Lap(Layout.hole(from[index]), seeds[index]);
        }

        @Override
        public int size() {
            return seeds.length;
        }
    }
}
