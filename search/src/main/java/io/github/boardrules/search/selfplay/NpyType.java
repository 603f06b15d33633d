package io.github.boardrules.search.selfplay;

/** The element types {@link NpyWriter} writes, with their NumPy type strings. */
public enum NpyType {
    /** {@code float32}, little-endian. */
    FLOAT32("<f4", 4),
    /** {@code int32}, little-endian. */
    INT32("<i4", 4),
    /** {@code int8}. */
    INT8("|i1", 1),
    /** {@code bool}, one byte of 0 or 1. */
    BOOL("|b1", 1);

    private final String descr;
    private final int bytes;

    NpyType(String descr, int bytes) {
        this.descr = descr;
        this.bytes = bytes;
    }

    /**
     * The NumPy type string of the header's {@code descr} field, e.g. {@code <f4}.
     *
     * @return the type string
     */
    public String descr() {
        return descr;
    }

    /**
     * The bytes per element.
     *
     * @return the size
     */
    public int bytes() {
        return bytes;
    }
}
