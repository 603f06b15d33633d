package io.github.boardrules.baokigogo.internal;

import io.github.boardrules.baokigogo.BaoRules;
import java.util.concurrent.atomic.AtomicReference;
import org.jspecify.annotations.Nullable;

/**
 * The bridge between the public state and its packed {@link Position}: the public
 * {@code BaoState} <em>is</em> the position (its one subclass), so a move allocates one object.
 * The state installs its constructor here as a {@link Maker} and reads its data through these
 * static methods; nothing else calls them.
 */
public final class States {
    /** Written once, while {@code BaoState} is initialised; a constant from then on. */
    private static final AtomicReference<@Nullable Maker> INSTALLED = new AtomicReference<>();

    private States() {}

    /** Makes a state from its packed data: the constructor of {@code BaoState}. */
    @FunctionalInterface
    public interface Maker {
        /**
         * Makes a state.
         *
         * @param rules the rules
         * @param s0 South's ring positions 0..7
         * @param s1 South's ring positions 8..15
         * @param s2 South's ring positions 16..23
         * @param n0 North's ring positions 0..7
         * @param n1 North's ring positions 8..15
         * @param n2 North's ring positions 16..23
         * @param southToMove whether South is to move
         * @param capturedBySouth seeds captured by South
         * @param capturedByNorth seeds captured by North
         * @param moves the legal moves as a mask of ring positions
         * @param previous the position before, back to the last capture
         * @param end the end code
         * @param lastOrigin the mark of the last move's origin
         * @param lastEnd the mark of the last move's end
         * @return the state
         */
        @SuppressWarnings("ParameterNumber")
        Position make(
                BaoRules rules,
                long s0,
                long s1,
                long s2,
                long n0,
                long n1,
                long n2,
                boolean southToMove,
                int capturedBySouth,
                int capturedByNorth,
                int moves,
                @Nullable Position previous,
                byte end,
                int lastOrigin,
                int lastEnd);
    }

    /**
     * Installs the state's constructor; called once, by the state's class initialisation.
     *
     * @param maker the constructor
     * @throws IllegalStateException when a constructor is installed already
     */
    public static void install(Maker maker) {
        if (!INSTALLED.compareAndSet(null, maker)) {
            throw new IllegalStateException("the state's constructor is installed already");
        }
    }

    /** The installed constructor, made sure of once. */
    private static final class Holder {
        static final Maker MAKER = load();

        private static Maker load() {
            try {
                Class.forName("io.github.boardrules.baokigogo.BaoState", true, States.class.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
            Maker maker = INSTALLED.get();
            if (maker == null) {
                throw new IllegalStateException("BaoState did not install its constructor");
            }
            return maker;
        }
    }

    /** The state's constructor, through which the engine makes every state. */
    static Maker maker() {
        return Holder.MAKER;
    }

    /**
     * The rules of a position.
     *
     * @param p the position
     * @return its rules
     */
    public static BaoRules rules(Position p) {
        return p.rules;
    }

    /**
     * Whether South is to move.
     *
     * @param p the position
     * @return {@code true} for South
     */
    public static boolean southToMove(Position p) {
        return p.southToMove;
    }

    /**
     * The seeds in a slot.
     *
     * @param p the position
     * @param slot a slot in ring order
     * @return its count
     */
    public static int seeds(Position p, int slot) {
        return p.seeds(slot);
    }

    /**
     * The seeds on one side's 24 holes.
     *
     * @param p the position
     * @param south whether the side is South
     * @return their sum
     */
    public static int seedsOn(Position p, boolean south) {
        return p.seedsOn(south);
    }

    /**
     * The seeds a side captured.
     *
     * @param p the position
     * @param south whether the side is South
     * @return the seeds it captured
     */
    public static int captured(Position p, boolean south) {
        return p.captured(south);
    }

    /**
     * The hole the last move started from.
     *
     * @param p the position
     * @return its slot, or -1 for a history's first position
     */
    public static int lastOrigin(Position p) {
        return p.lastOrigin;
    }

    /**
     * The hole the last move ended in.
     *
     * @param p the position
     * @return its slot, or -1 for a history's first position and after an endless sowing
     */
    public static int lastEnd(Position p) {
        return p.lastEnd;
    }

    /**
     * The positions in the repetition history.
     *
     * @param p the position
     * @return at least 1
     */
    public static int historySize(Position p) {
        return p.historySize;
    }

    /**
     * The Zobrist hash of the counts and the player to move.
     *
     * @param p the position
     * @return the hash
     */
    public static long hash(Position p) {
        return p.hash();
    }
}
