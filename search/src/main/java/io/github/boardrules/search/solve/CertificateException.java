package io.github.boardrules.search.solve;

/**
 * A certificate that does not prove what it claims, or is not a certificate: the message says what
 * is wrong and, where it helps, the line of the file and the position concerned.
 */
public final class CertificateException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The line of the file, from 1; 0 when the problem is not on one line (a serialized field). */
    private final int line;

    CertificateException(int line, String message) {
        super(line > 0 ? "line " + line + ": " + message : message);
        this.line = line;
    }

    /**
     * The line of the file where the problem was found.
     *
     * @return the line, from 1; 0 when the problem is not on one line (the file cannot be read, or
     *     it ends too early)
     */
    public int line() {
        return line;
    }
}
