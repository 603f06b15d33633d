package io.github.boardrules.search.selfplay;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A {@code .npy} file read back independently of {@link NpyWriter}: the header parsed as NumPy
 * reads it (magic, version, length, dict), the data as a little-endian buffer.
 *
 * @param descr the dtype string
 * @param shape the shape
 * @param data the data, positioned at its start
 * @param headerBytes magic, version, length and header together
 */
record NpyFile(String descr, int[] shape, ByteBuffer data, int headerBytes) {
    private static final Pattern DICT =
            Pattern.compile("\\{'descr': '([^']+)', 'fortran_order': False, 'shape': \\(([0-9, ]*)\\), \\} *\n");

    static NpyFile read(Path file) throws IOException {
        ByteBuffer bytes = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.LITTLE_ENDIAN);
        byte[] magic = new byte[6];
        bytes.get(magic);
        if (!Arrays.equals(magic, new byte[] {(byte) 0x93, 'N', 'U', 'M', 'P', 'Y'})) {
            throw new IOException("not an npy file: " + file);
        }
        if (bytes.get() != 1 || bytes.get() != 0) {
            throw new IOException("not version 1.0: " + file);
        }
        int length = Short.toUnsignedInt(bytes.getShort());
        byte[] header = new byte[length];
        bytes.get(header);
        Matcher m = DICT.matcher(new String(header, StandardCharsets.US_ASCII));
        if (!m.matches()) {
            throw new IOException(
                    "unreadable header in " + file + ": " + new String(header, StandardCharsets.US_ASCII));
        }
        int[] shape = Arrays.stream(m.group(2).split(","))
                .map(String::strip)
                .filter(s -> !s.isEmpty())
                .mapToInt(Integer::parseInt)
                .toArray();
        return new NpyFile(m.group(1), shape, bytes.slice().order(ByteOrder.LITTLE_ENDIAN), 10 + length);
    }

    long elements() {
        long n = 1;
        for (int d : shape) {
            n *= d;
        }
        return n;
    }

    int bytesPerElement() {
        return Integer.parseInt(descr.substring(2));
    }
}
