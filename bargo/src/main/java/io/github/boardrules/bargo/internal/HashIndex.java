package io.github.boardrules.bargo.internal;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * A mutable open-addressing table of the hashes of one {@link PositionSet}: working memory of one
 * thread's analysis in the engine, so that the superko pre-check of every candidate placement is one probe
 * of a flat array instead of a walk down the persistent trie. It follows a game cheaply: when asked
 * about a set made by {@link PositionSet#with} from the set it mirrors, it adds the one new hash;
 * any other set is rebuilt from scratch. A hit only says "maybe": the caller confirms on the set.
 */
public final class HashIndex {
    private @Nullable PositionSet mirrored;
    private long[] keys = new long[64];
    private boolean[] used = new boolean[64];
    private long[] scratch = new long[32];
    private int count;

    /** An empty table, mirroring no set yet. */
    public HashIndex() {}

    /**
     * Brings the table up to date with a set.
     *
     * @param set the set to mirror
     */
    public void mirror(PositionSet set) {
        PositionSet current = mirrored;
        if (set == current) {
            return;
        }
        if (current != null && set.parent == current) {
            add(set.added);
        } else {
            rebuild(set);
        }
        mirrored = set;
    }

    /**
     * Whether a hash may be in the mirrored set: {@code false} means it is not.
     *
     * @param hash a Zobrist hash
     * @return whether the mirrored set holds a position with that hash
     */
    public boolean containsHash(long hash) {
        long[] k = keys;
        boolean[] u = used;
        int mask = k.length - 1;
        for (int i = slot(hash, mask); u[i]; i = (i + 1) & mask) {
            if (k[i] == hash) {
                return true;
            }
        }
        return false;
    }

    private static int slot(long hash, int mask) {
        return (int) (hash ^ (hash >>> 32)) & mask;
    }

    private void rebuild(PositionSet set) {
        int size = set.size();
        if (scratch.length < size) {
            scratch = new long[Math.max(size, 2 * scratch.length)];
        }
        set.hashes(scratch);
        int capacity = keys.length;
        while (capacity < 4 * size) {
            capacity *= 2;
        }
        if (capacity != keys.length) {
            keys = new long[capacity];
            used = new boolean[capacity];
        } else {
            Arrays.fill(used, false);
        }
        count = 0;
        for (int i = 0; i < size; i++) {
            insert(scratch[i]);
        }
    }

    private void add(long hash) {
        if (containsHash(hash)) {
            return;
        }
        if (4 * (count + 1) > keys.length) {
            long[] old = keys;
            boolean[] oldUsed = used;
            keys = new long[2 * old.length];
            used = new boolean[2 * old.length];
            count = 0;
            for (int i = 0; i < old.length; i++) {
                if (oldUsed[i]) {
                    insert(old[i]);
                }
            }
        }
        insert(hash);
    }

    private void insert(long hash) {
        long[] k = keys;
        boolean[] u = used;
        int mask = k.length - 1;
        int i = slot(hash, mask);
        while (u[i]) {
            if (k[i] == hash) {
                return;
            }
            i = (i + 1) & mask;
        }
        k[i] = hash;
        u[i] = true;
        count++;
    }
}
