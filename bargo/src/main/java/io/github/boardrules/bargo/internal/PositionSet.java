package io.github.boardrules.bargo.internal;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * A persistent set of positions (which cells hold Black, White or nothing, and whether the button is
 * taken): one player's end-of-turn positions for rule 3c. It is a hash array mapped trie keyed by
 * the 64-bit Zobrist hash: adding a position copies only the path to it (a few small arrays), so
 * successive states share almost all of their history. Membership compares the colour bitsets
 * exactly; the hash only finds the candidates.
 */
public final class PositionSet {
    /** The empty set. */
    public static final PositionSet EMPTY = new PositionSet(null, 0, null, 0);

    private static final int BITS = 5;
    private static final int MASK = (1 << BITS) - 1;

    private final @Nullable Node root;
    private final int size;
    /**
     * The set this one was made from by {@link #with} (one position fewer), or {@code null} for the
     * empty set: lets {@link HashIndex} follow a game by adding one hash instead of rebuilding. It
     * keeps the earlier versions' few trie nodes alive as long as this set lives.
     */
    final @Nullable PositionSet parent;
    /** The hash of the position {@link #with} added to {@link #parent}. */
    final long added;

    private PositionSet(@Nullable Node root, int size, @Nullable PositionSet parent, long added) {
        this.root = root;
        this.size = size;
        this.parent = parent;
        this.added = added;
    }

    /** One stored position; positions with equal hashes but different contents are chained. */
    static final class Entry {
        final long hash;
        final long[] stones;
        final boolean button;
        final @Nullable Entry next;

        Entry(long hash, long[] stones, boolean button, @Nullable Entry next) {
            this.hash = hash;
            this.stones = stones;
            this.button = button;
            this.next = next;
        }

        boolean same(long[] otherStones, boolean otherButton) {
            return button == otherButton && Arrays.equals(stones, otherStones);
        }
    }

    /** A trie node: a 32-bit bitmap and one slot per set bit, each an Entry or a Node. */
    static final class Node {
        final int bitmap;
        final Object[] slots;

        Node(int bitmap, Object[] slots) {
            this.bitmap = bitmap;
            this.slots = slots;
        }
    }

    /**
     * The number of positions.
     *
     * @return the size
     */
    public int size() {
        return size;
    }

    private @Nullable Entry find(long hash) {
        Node node = root;
        int shift = 0;
        while (node != null) {
            int bit = 1 << ((int) (hash >>> shift) & MASK);
            if ((node.bitmap & bit) == 0) {
                return null;
            }
            Object slot = node.slots[Integer.bitCount(node.bitmap & (bit - 1))];
            if (slot instanceof Entry) {
                Entry entry = (Entry) slot;
                return entry.hash == hash ? entry : null;
            }
            node = (Node) slot;
            shift += BITS;
        }
        return null;
    }

    /**
     * Whether some stored position has this hash: a fast pre-check before the exact test.
     *
     * @param hash the Zobrist hash
     * @return whether a position with that hash is stored
     */
    public boolean containsHash(long hash) {
        return find(hash) != null;
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
        for (Entry entry = find(hash); entry != null; entry = entry.next) {
            if (entry.same(stones, button)) {
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
        if (contains(hash, stones, button)) {
            return this;
        }
        Entry entry = new Entry(hash, stones, button, find(hash));
        Node current = root;
        Node updated = current == null ? new Node(bit(hash, 0), new Object[] {entry}) : insert(current, 0, entry);
        return new PositionSet(updated, size + 1, this, hash);
    }

    private static int bit(long hash, int shift) {
        return 1 << ((int) (hash >>> shift) & MASK);
    }

    private static Node insert(Node node, int shift, Entry entry) {
        int bit = bit(entry.hash, shift);
        int index = Integer.bitCount(node.bitmap & (bit - 1));
        if ((node.bitmap & bit) == 0) {
            Object[] slots = new Object[node.slots.length + 1];
            System.arraycopy(node.slots, 0, slots, 0, index);
            slots[index] = entry;
            System.arraycopy(node.slots, index, slots, index + 1, node.slots.length - index);
            return new Node(node.bitmap | bit, slots);
        }
        Object slot = node.slots[index];
        Object replacement;
        if (slot instanceof Node) {
            replacement = insert((Node) slot, shift + BITS, entry);
        } else {
            Entry existing = (Entry) slot;
            replacement = existing.hash == entry.hash ? entry : pair(existing, entry, shift + BITS);
        }
        Object[] slots = node.slots.clone();
        slots[index] = replacement;
        return new Node(node.bitmap, slots);
    }

    private static Node pair(Entry a, Entry b, int shift) {
        int bitA = bit(a.hash, shift);
        int bitB = bit(b.hash, shift);
        if (bitA == bitB) {
            return new Node(bitA, new Object[] {pair(a, b, shift + BITS)});
        }
        Object[] slots = Integer.compareUnsigned(bitA, bitB) < 0 ? new Object[] {a, b} : new Object[] {b, a};
        return new Node(bitA | bitB, slots);
    }

    /**
     * Writes the hash of every stored position (once per position) into {@code out} from index 0.
     *
     * @param out an array of at least {@link #size()} elements
     */
    void hashes(long[] out) {
        hashesOf(root, out, 0);
    }

    private static int hashesOf(@Nullable Object slot, long[] out, int n) {
        if (slot == null) {
            return n;
        }
        if (slot instanceof Node) {
            for (Object child : ((Node) slot).slots) {
                n = hashesOf(child, out, n);
            }
            return n;
        }
        for (Entry entry = (Entry) slot; entry != null; entry = entry.next) {
            out[n++] = entry.hash;
        }
        return n;
    }

    /** Receives the stored positions of {@link #forEach}. */
    interface Visitor {
        void visit(long[] stones, boolean button);
    }

    /**
     * Hands every stored position to a visitor, in no particular order (for the board symmetries).
     *
     * @param visitor the receiver; it must not change the stones
     */
    void forEach(Visitor visitor) {
        forEachOf(root, visitor);
    }

    private static void forEachOf(@Nullable Object slot, Visitor visitor) {
        if (slot instanceof Node node) {
            for (Object child : node.slots) {
                forEachOf(child, visitor);
            }
        } else {
            for (Entry entry = (Entry) slot; entry != null; entry = entry.next) {
                visitor.visit(entry.stones, entry.button);
            }
        }
    }

    /**
     * Whether every position of this set is in the other and the sizes agree.
     *
     * @param other another set
     * @return whether both hold the same positions
     */
    public boolean sameAs(PositionSet other) {
        if (this == other) {
            return true;
        }
        return size == other.size && containedIn(root, other);
    }

    private static boolean containedIn(@Nullable Object slot, PositionSet other) {
        if (slot == null) {
            return true;
        }
        if (slot instanceof Node) {
            for (Object child : ((Node) slot).slots) {
                if (!containedIn(child, other)) {
                    return false;
                }
            }
            return true;
        }
        for (Entry entry = (Entry) slot; entry != null; entry = entry.next) {
            if (!other.contains(entry.hash, entry.stones, entry.button)) {
                return false;
            }
        }
        return true;
    }

    /**
     * A hash code that depends only on the set of positions.
     *
     * @return the sum of the stored positions' hashes, folded
     */
    public int contentHash() {
        long sum = sumOf(root);
        return (int) (sum ^ (sum >>> 32));
    }

    private static long sumOf(@Nullable Object slot) {
        if (slot == null) {
            return 0;
        }
        long sum = 0;
        if (slot instanceof Node) {
            for (Object child : ((Node) slot).slots) {
                sum += sumOf(child);
            }
            return sum;
        }
        for (Entry entry = (Entry) slot; entry != null; entry = entry.next) {
            sum += entry.hash;
        }
        return sum;
    }
}
