package io.github.boardrules.search.solve;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Proven values of positions with few placements made, by table key, kept for good (the
 * transposition table may overwrite an entry; this store never does) and saved to a checkpoint
 * file, so that a stopped solve resumes where it was. Open addressing on primitive arrays; key 0 is
 * kept aside. Safe for several solving threads at once (every call holds the store's lock; the
 * solver reaches it only in the first placements, where positions are few).
 *
 * <p>The file: the 8 bytes {@code GRGSOLV1}, the rules notation (modified UTF-8, as {@link
 * DataOutputStream#writeUTF}), the number of entries, then each entry as its key (8 bytes, big
 * endian) and value (1 byte: 1 the player to move wins, 2 loses).
 */
public final class ProvenPositions {
    private static final long MAGIC = 0x4752_4753_4F4C_5631L; // "GRGSOLV1"

    private final String rules;
    private long[] keys = new long[1 << 10];
    private byte[] values = new byte[1 << 10];
    private byte zeroKeyValue;
    private int size;

    private ProvenPositions(String rules) {
        this.rules = rules;
    }

    /**
     * An empty store for positions under the given rules.
     *
     * @param rules the rules notation of the game solved
     * @return an empty store
     */
    public static ProvenPositions empty(String rules) {
        return new ProvenPositions(rules);
    }

    /**
     * Reads a checkpoint file, or gives an empty store when the file does not exist.
     *
     * @param file the checkpoint
     * @param rules the rules notation of the game solved; the file must have been written under them
     * @return the store
     * @throws IllegalArgumentException when the file is not a checkpoint or was written under other
     *     rules
     * @throws UncheckedIOException when the file cannot be read
     */
    public static ProvenPositions read(Path file, String rules) {
        ProvenPositions store = new ProvenPositions(rules);
        if (!Files.exists(file)) {
            return store;
        }
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
            if (in.readLong() != MAGIC) {
                throw new IllegalArgumentException(file + " is not a solver checkpoint");
            }
            String written = in.readUTF();
            if (!written.equals(rules)) {
                throw new IllegalArgumentException(
                        file + " was written under the rules '" + written + "', not '" + rules + "'");
            }
            int count = in.readInt();
            for (int i = 0; i < count; i++) {
                long key = in.readLong();
                int value = in.readByte();
                if (value != SolverTable.WIN && value != SolverTable.LOSS) {
                    throw new IllegalArgumentException(file + " has a bad value at entry " + i);
                }
                store.put(key, value);
            }
        } catch (EOFException e) {
            throw new IllegalArgumentException(file + " ends early: it is not a whole checkpoint", e);
        } catch (IOException e) {
            throw new UncheckedIOException(file.toString(), e);
        }
        return store;
    }

    /**
     * Writes the store to a checkpoint file, replacing it in one step (a temporary file next to it
     * is moved over it), so an interrupted write leaves the previous checkpoint whole.
     *
     * @param file the checkpoint
     * @throws UncheckedIOException when the file cannot be written
     */
    public synchronized void write(Path file) {
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(temporary)))) {
            out.writeLong(MAGIC);
            out.writeUTF(rules);
            out.writeInt(size());
            if (zeroKeyValue != 0) {
                out.writeLong(0);
                out.writeByte(zeroKeyValue);
            }
            for (int i = 0; i < keys.length; i++) {
                if (keys[i] != 0) {
                    out.writeLong(keys[i]);
                    out.writeByte(values[i]);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(temporary.toString(), e);
        }
        try {
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException(file.toString(), e);
        }
    }

    /**
     * Adds the proofs of another store, such as the checkpoint of a part solved apart (see {@link
     * SplitSolve}): proofs are kept by position, so the union holds what either run proved. All or
     * nothing: a key the two stores give different values is refused before anything is added.
     *
     * @param other a store under the same rules
     * @return the number of positions added (those this store did not hold yet)
     * @throws IllegalArgumentException when the stores are under different rules, or disagree on a
     *     position (which two correct solves never do)
     */
    public int addAll(ProvenPositions other) {
        if (other == this) {
            return 0;
        }
        if (!other.rules.equals(rules)) {
            throw new IllegalArgumentException(
                    "the proofs were made under the rules '" + other.rules + "', not '" + rules + "'");
        }
        long[] otherKeys;
        byte[] otherValues;
        byte otherZero;
        synchronized (other) {
            otherKeys = other.keys.clone();
            otherValues = other.values.clone();
            otherZero = other.zeroKeyValue;
        }
        synchronized (this) {
            if (otherZero != 0 && zeroKeyValue != 0 && otherZero != zeroKeyValue) {
                throw disagreement(0);
            }
            for (int i = 0; i < otherKeys.length; i++) {
                int mine = otherKeys[i] == 0 ? SolverTable.UNKNOWN : value(otherKeys[i]);
                if (mine != SolverTable.UNKNOWN && mine != otherValues[i]) {
                    throw disagreement(otherKeys[i]);
                }
            }
            int before = size();
            if (otherZero != 0) {
                put(0, otherZero);
            }
            for (int i = 0; i < otherKeys.length; i++) {
                if (otherKeys[i] != 0) {
                    put(otherKeys[i], otherValues[i]);
                }
            }
            return size() - before;
        }
    }

    private static IllegalArgumentException disagreement(long key) {
        return new IllegalArgumentException(String.format(
                "the proofs disagree on the position with key %016x: one says its mover wins, the other loses;"
                        + " nothing was added",
                key));
    }

    /**
     * The number of positions stored.
     *
     * @return the count
     */
    public synchronized int size() {
        return size + (zeroKeyValue == 0 ? 0 : 1);
    }

    /**
     * The stored value of a key.
     *
     * @param key a table key
     * @return {@link SolverTable#WIN}, {@link SolverTable#LOSS} or {@link SolverTable#UNKNOWN}
     */
    synchronized int value(long key) {
        if (key == 0) {
            return zeroKeyValue;
        }
        int mask = keys.length - 1;
        for (int i = slot(key, mask); ; i = (i + 1) & mask) {
            if (keys[i] == key) {
                return values[i];
            }
            if (keys[i] == 0) {
                return SolverTable.UNKNOWN;
            }
        }
    }

    /** Stores a proven value (a key stored twice keeps its first value: a proof does not change). */
    synchronized void put(long key, int value) {
        if (key == 0) {
            zeroKeyValue = (byte) value;
            return;
        }
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        if (insert(keys, values, key, (byte) value)) {
            size++;
        }
    }

    private void grow() {
        long[] oldKeys = keys;
        byte[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new byte[oldKeys.length * 2];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != 0) {
                insert(keys, values, oldKeys[i], oldValues[i]);
            }
        }
    }

    private static boolean insert(long[] keys, byte[] values, long key, byte value) {
        int mask = keys.length - 1;
        for (int i = slot(key, mask); ; i = (i + 1) & mask) {
            if (keys[i] == key) {
                return false;
            }
            if (keys[i] == 0) {
                keys[i] = key;
                values[i] = value;
                return true;
            }
        }
    }

    private static int slot(long key, int mask) {
        return (int) (key ^ key >>> 32) * 0x9E37_79B9 >>> 1 & mask;
    }
}
