package io.github.boardrules.search.selfplay;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Writes one NumPy {@code .npy} file (format version 1.0) row by row, so that a long run never
 * holds its data in memory: the file starts with a fixed 128-byte header slot, rows are appended as
 * raw little-endian data, and {@link #close()} writes the header with the final row count.
 *
 * <p>The format: the magic {@code \x93NUMPY}, version bytes 1 and 0, the header length as a
 * little-endian 16-bit number, then the header — a Python dict literal
 * {@code {'descr': '<f4', 'fortran_order': False, 'shape': (rows, ...), }} padded with spaces and
 * ended by a newline so that magic, version, length and header together fill a multiple of 64 bytes
 * (here always 128) — then the data in C order.
 */
public final class NpyWriter implements Closeable {
    /** The size of the header slot: room for any shape of up to five dimensions. */
    static final int HEADER_BYTES = 128;

    private static final byte[] MAGIC = {(byte) 0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0};

    private final FileChannel channel;
    private final NpyType type;
    private final int[] rowShape;
    private final int rowElements;
    private final ByteBuffer buffer;
    private long rows;

    /**
     * Creates (or replaces) a file and reserves its header.
     *
     * @param file the file to write
     * @param type the element type
     * @param rowShape the shape of one row (empty for a one-dimensional array)
     * @throws UncheckedIOException when the file cannot be written
     */
    public NpyWriter(Path file, NpyType type, int... rowShape) {
        this.type = type;
        this.rowShape = rowShape.clone();
        int elements = 1;
        for (int dimension : rowShape) {
            if (dimension < 0) {
                throw new IllegalArgumentException("a dimension must not be negative: " + dimension);
            }
            elements = Math.multiplyExact(elements, dimension);
        }
        this.rowElements = elements;
        this.buffer =
                ByteBuffer.allocate(Math.max(1 << 16, elements * type.bytes())).order(ByteOrder.LITTLE_ENDIAN);
        try {
            channel = FileChannel.open(
                    file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE);
            channel.write(ByteBuffer.wrap(header(0)));
        } catch (IOException e) {
            throw new UncheckedIOException(file.toString(), e);
        }
    }

    /**
     * Appends one row of a float32 array.
     *
     * @param values the row's elements, in C order, from {@code offset} on
     * @param offset where the row starts
     */
    public void writeFloats(float[] values, int offset) {
        requireType(NpyType.FLOAT32);
        room();
        for (int i = 0; i < rowElements; i++) {
            buffer.putFloat(values[offset + i]);
        }
        rows++;
    }

    /**
     * Appends one row of a bool array: element {@code i} is bit {@code i & 63} of word {@code i >>> 6}
     * of a mask, as {@link io.github.boardrules.common.search.SearchSupport#legalActionMask} gives it.
     *
     * @param mask the bits
     */
    public void writeBits(long[] mask) {
        requireType(NpyType.BOOL);
        room();
        for (int i = 0; i < rowElements; i++) {
            buffer.put((byte) ((mask[i >>> 6] >>> i) & 1));
        }
        rows++;
    }

    /**
     * Appends one element of a one-dimensional array of an integer or float type.
     *
     * @param value the element; narrowed to int8 or widened to float32 as the type says
     */
    public void writeScalar(double value) {
        if (rowElements != 1) {
            throw new IllegalStateException("rows of this array have " + rowElements + " elements");
        }
        room();
        switch (type) {
            case INT8, BOOL -> buffer.put((byte) value);
            case INT32 -> buffer.putInt((int) value);
            case FLOAT32 -> buffer.putFloat((float) value);
        }
        rows++;
    }

    /**
     * The rows written so far.
     *
     * @return the count
     */
    public long rows() {
        return rows;
    }

    /**
     * Flushes the data and writes the header with the final shape.
     *
     * @throws UncheckedIOException when the file cannot be written
     */
    @Override
    public void close() {
        try (channel) {
            flush();
            channel.write(ByteBuffer.wrap(header(rows)), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void requireType(NpyType wanted) {
        if (type != wanted) {
            throw new IllegalStateException("this array holds " + type + ", not " + wanted);
        }
    }

    /** Makes room for one row, flushing full buffers to the file. */
    private void room() {
        if (buffer.remaining() < rowElements * type.bytes()) {
            try {
                flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private void flush() throws IOException {
        buffer.flip();
        while (buffer.hasRemaining()) {
            channel.write(buffer);
        }
        buffer.clear();
    }

    /** The 128 header bytes for a row count. */
    private byte[] header(long rowCount) {
        StringBuilder shape = new StringBuilder("(").append(rowCount);
        for (int dimension : rowShape) {
            shape.append(", ").append(dimension);
        }
        shape.append(rowShape.length == 0 ? ",)" : ")");
        String dict = "{'descr': '" + type.descr() + "', 'fortran_order': False, 'shape': " + shape + ", }";
        int textBytes = HEADER_BYTES - MAGIC.length - 2;
        if (dict.length() + 1 > textBytes) {
            throw new IllegalStateException("the shape does not fit the header: " + shape);
        }
        byte[] header = new byte[HEADER_BYTES];
        System.arraycopy(MAGIC, 0, header, 0, MAGIC.length);
        header[MAGIC.length] = (byte) textBytes;
        header[MAGIC.length + 1] = (byte) (textBytes >>> 8);
        byte[] text = (dict + " ".repeat(textBytes - dict.length() - 1) + "\n").getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(text, 0, header, MAGIC.length + 2, text.length);
        return header;
    }
}
