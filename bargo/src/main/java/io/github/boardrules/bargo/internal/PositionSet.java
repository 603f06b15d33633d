package io.github.boardrules.bargo.internal;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A persistent set of positions (which cells hold Black, White or nothing, and whether the button is
 * taken): one player's end-of-turn positions for rule 3c. A game only ever adds to a history, so the
 * set is a chain: each set is its newest position and a link to the set it was made from, and adding
 * a position allocates one link and copies nothing, while every state shares the rest of its history
 * with its predecessor. Membership walks the chain and compares the colour bitsets exactly; the
 * engine asks only after the one-probe pre-check of {@link HashIndex}, which mirrors the chain hash
 * by hash, has found the hash, so the walk is rare.
 */
public final class PositionSet {
    /** The empty set. */
    public static final PositionSet EMPTY = new PositionSet(0, null, false, null, 0);

    /** The hash of the newest position, the one {@link #with} added to {@link #parent}. */
    final long added;
    /** The colour bitsets of the newest position; never changed. */
    private final long @Nullable [] stones;
    /** Whether the button was taken in the newest position. */
    private final boolean button;
    /**
     * The set this one was made from by {@link #with} (one position fewer), or {@code null} for the
     * empty set: lets {@link HashIndex} follow a game by adding one hash instead of rebuilding.
     */
    final @Nullable PositionSet parent;

    private final int size;

    private PositionSet(long added, long @Nullable [] stones, boolean button, @Nullable PositionSet parent, int size) {
        this.added = added;
        this.stones = stones;
        this.button = button;
        this.parent = parent;
        this.size = size;
    }

    /**
     * The number of positions.
     *
     * @return the size
     */
    public int size() {
        return size;
    }

    /**
     * Whether some stored position has this hash.
     *
     * @param hash the Zobrist hash
     * @return whether a position with that hash is stored
     */
    public boolean containsHash(long hash) {
        for (PositionSet link = this; link.parent != null; link = link.parent) {
            if (link.added == hash) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the position is stored, compared exactly.
     *
     * @param hash the position's Zobrist hash
     * @param stones its colour bitsets (Black's words, then White's)
     * @param button whether the button is taken
     * @return whether it is stored
     */
    public boolean contains(long hash, long[] stones, boolean button) {
        for (PositionSet link = this; link.parent != null; link = link.parent) {
            if (link.added == hash && link.button == button && Arrays.equals(link.stones, stones)) {
                return true;
            }
        }
        return false;
    }

    /**
     * This set with one more position; {@code this} when it is already stored. The stones array is
     * kept, not copied: the caller must never change it.
     *
     * @param hash the position's Zobrist hash
     * @param stones its colour bitsets, shared
     * @param button whether the button is taken
     * @return the larger set
     */
    public PositionSet with(long hash, long[] stones, boolean button) {
        return contains(hash, stones, button) ? this : withAbsent(hash, stones, button);
    }

    /**
     * This set with a position the caller knows is not stored (no stored position has its hash, or
     * it is the image of a stored one under a bijection): {@link #with} without the walk.
     *
     * @param hash the position's Zobrist hash
     * @param stones its colour bitsets, shared
     * @param button whether the button is taken
     * @return the larger set
     */
    public PositionSet withAbsent(long hash, long[] stones, boolean button) {
        return new PositionSet(hash, stones, button, this, size + 1);
    }

    /**
     * Writes the hash of every stored position (once per position) into {@code out} from index 0.
     *
     * @param out an array of at least {@link #size()} elements
     */
    void hashes(long[] out) {
        int n = 0;
        for (PositionSet link = this; link.parent != null; link = link.parent) {
            out[n++] = link.added;
        }
    }

    /** Receives the stored positions of {@link #forEach}. */
    interface Visitor {
        void visit(long[] stones, boolean button);
    }

    /**
     * Hands every stored position to a visitor, newest first (for the board symmetries).
     *
     * @param visitor the receiver; it must not change the stones
     */
    void forEach(Visitor visitor) {
        for (PositionSet link = this; link.parent != null; link = link.parent) {
            visitor.visit(link.stones(), link.button);
        }
    }

    private long[] stones() {
        long[] s = stones;
        if (s == null) {
            throw new IllegalStateException("the empty set has no newest position");
        }
        return s;
    }

    /**
     * Whether every position of this set is in the other and the sizes agree.
     *
     * @param other another set
     * @return whether both hold the same positions
     */
    public boolean sameAs(PositionSet other) {
        if (size != other.size) {
            return false;
        }
        // Sets of one size reach their shared links (the empty set at least) at the same depth; the
        // positions below are the same, and each chain holds distinct positions, so the sets are
        // equal when every position above the meeting link on this side is above it on the other.
        PositionSet mine = this;
        PositionSet theirs = other;
        Map<Long, PositionSet> byHash = new HashMap<>();
        while (mine != theirs && mine.parent != null && theirs.parent != null) {
            byHash.putIfAbsent(theirs.added, theirs);
            mine = mine.parent;
            theirs = theirs.parent;
        }
        for (PositionSet link = this; link != mine && link.parent != null; link = link.parent) {
            PositionSet match = byHash.get(link.added);
            if (!(match != null && match.holds(link)) && !otherHolds(other, theirs, link)) {
                return false;
            }
        }
        return true;
    }

    /** Whether this link's position is that of {@code link}. */
    private boolean holds(PositionSet link) {
        return button == link.button && Arrays.equals(stones, link.stones);
    }

    /** Whether {@code other} holds {@code link}'s position above the shared link {@code stop}. */
    private static boolean otherHolds(PositionSet other, PositionSet stop, PositionSet link) {
        for (PositionSet x = other; x != stop; x = x.parent) {
            if (x.added == link.added && x.holds(link)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A hash code that depends only on the set of positions.
     *
     * @return the sum of the stored positions' hashes, folded
     */
    public int contentHash() {
        long sum = 0;
        for (PositionSet link = this; link.parent != null; link = link.parent) {
            sum += link.added;
        }
        return (int) (sum ^ (sum >>> 32));
    }
}
