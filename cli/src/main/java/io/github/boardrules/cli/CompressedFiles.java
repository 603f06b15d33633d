package io.github.boardrules.cli;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/** Files read and written as gzip when their name ends in {@code .gz}, plainly otherwise. */
final class CompressedFiles {
    private static final int BUFFER = 1 << 16;

    private CompressedFiles() {}

    static InputStream input(Path file) throws IOException {
        InputStream in = new BufferedInputStream(Files.newInputStream(file), BUFFER);
        return isGzip(file) ? new GZIPInputStream(in, BUFFER) : in;
    }

    static OutputStream output(Path file) throws IOException {
        OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), BUFFER);
        return isGzip(file) ? new GZIPOutputStream(out, BUFFER) : out;
    }

    private static boolean isGzip(Path file) {
        return file.getFileName().toString().endsWith(".gz");
    }
}
