package io.github.boardrules.cli;

import java.util.Locale;

/** Reads a memory size as the JVM writes one: a number of bytes, or with a suffix k, m, g or t. */
final class MemorySize {
    private MemorySize() {}

    /**
     * Reads a size.
     *
     * @param text e.g. {@code 4g}, {@code 512m}, {@code 65536}
     * @return the bytes, positive
     * @throws UsageProblem when the text is not a positive size
     */
    static long parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        int shift = 0;
        if (!t.isEmpty()) {
            int at = "kmgt".indexOf(t.charAt(t.length() - 1));
            if (at >= 0) {
                shift = 10 * (at + 1);
                t = t.substring(0, t.length() - 1);
            }
        }
        long number;
        try {
            number = Long.parseLong(t);
        } catch (NumberFormatException e) {
            throw new UsageProblem("--memory must be a size such as 512m or 4g, not '" + text + "'");
        }
        if (number <= 0 || number > Long.MAX_VALUE >> shift) {
            throw new UsageProblem("--memory must be a positive size such as 512m or 4g, not '" + text + "'");
        }
        return number << shift;
    }
}
