package io.github.boardrules.search.solve;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import org.jspecify.annotations.Nullable;

/** Reads a certificate: its header lines whole, then its moves as tokens, counting lines. */
final class CertificateTokens {
    private final BufferedReader reader;
    private String[] pending = new String[0];
    private int next;
    private int line;

    CertificateTokens(Reader in) {
        this.reader = in instanceof BufferedReader buffered ? buffered : new BufferedReader(in);
    }

    /** The line last read, from 1. */
    int line() {
        return line;
    }

    /** Reads a header line that must be exactly {@code expected}. */
    void expectLine(String expected, String otherwise) {
        String text = readLine();
        if (!expected.equals(text)) {
            throw new CertificateException(
                    line, otherwise + (text == null ? " (the file ends)" : ", found '" + text + "'"));
        }
    }

    /** Reads a header line {@code name value} and returns the value (possibly empty). */
    String field(String name) {
        String text = readLine();
        if (text == null || !(text.equals(name) || text.startsWith(name + " "))) {
            throw new CertificateException(
                    line, "expected the '" + name + "' line" + (text == null ? "" : ", found '" + text + "'"));
        }
        return text.length() == name.length() ? "" : text.substring(name.length() + 1);
    }

    /** Reads a header line {@code name number} with the number in {@code [min, max]}. */
    int number(String name, int min, int max) {
        String value = field(name);
        try {
            int number = Integer.parseInt(value);
            if (number >= min && number <= max) {
                return number;
            }
        } catch (NumberFormatException e) {
            // reported below, with the line
        }
        throw new CertificateException(
                line, "'" + name + "' must be a number in " + min + ".." + max + ", not '" + value + "'");
    }

    /** The next token of the moves, or null at the end of the file. */
    @Nullable
    String next() {
        while (next == pending.length) {
            String text = readLine();
            if (text == null) {
                return null;
            }
            String trimmed = text.strip();
            pending = trimmed.isEmpty() ? new String[0] : trimmed.split("\\s+");
            next = 0;
        }
        return pending[next++];
    }

    private @Nullable String readLine() {
        try {
            String text = reader.readLine();
            if (text != null) {
                line++;
            }
            return text;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
