package io.github.boardrules.search.bot;

import org.jspecify.annotations.Nullable;

/**
 * The transposition table of {@link TranspositionBot}: search nodes by 64-bit position key, in an
 * open-addressing table with linear probing (no boxed keys). Key 0 is stored aside, as the table
 * uses 0 for an empty slot.
 *
 * @param <N> the node type
 */
final class NodeTable<N> {
    private long[] keys = new long[1 << 12];
    private @Nullable Object[] nodes = new Object[1 << 12];
    private @Nullable N zeroKeyNode;
    private int size;

    @SuppressWarnings("unchecked")
    @Nullable
    N get(long key) {
        if (key == 0) {
            return zeroKeyNode;
        }
        int mask = keys.length - 1;
        for (int i = slot(key, mask); ; i = (i + 1) & mask) {
            if (keys[i] == key) {
                return (N) nodes[i];
            }
            if (keys[i] == 0) {
                return null;
            }
        }
    }

    /** Stores a node under a key that is not in the table yet. */
    void put(long key, N node) {
        if (key == 0) {
            zeroKeyNode = node;
            return;
        }
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        insert(keys, nodes, key, node);
        size++;
    }

    int size() {
        return size + (zeroKeyNode == null ? 0 : 1);
    }

    void clear() {
        keys = new long[1 << 12];
        nodes = new Object[1 << 12];
        zeroKeyNode = null;
        size = 0;
    }

    private void grow() {
        long[] oldKeys = keys;
        @Nullable Object[] oldNodes = nodes;
        keys = new long[oldKeys.length * 2];
        nodes = new Object[oldKeys.length * 2];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != 0) {
                insert(keys, nodes, oldKeys[i], oldNodes[i]);
            }
        }
    }

    private static void insert(long[] keys, @Nullable Object[] nodes, long key, @Nullable Object node) {
        int mask = keys.length - 1;
        int i = slot(key, mask);
        while (keys[i] != 0) {
            i = (i + 1) & mask;
        }
        keys[i] = key;
        nodes[i] = node;
    }

    /** The hash is a Zobrist key already, so its high bits are well mixed. */
    private static int slot(long key, int mask) {
        return (int) (key ^ (key >>> 32)) & mask;
    }
}
