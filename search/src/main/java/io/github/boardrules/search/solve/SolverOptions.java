package io.github.boardrules.search.solve;

/**
 * How a {@link GoRoGoSolver} searches.
 *
 * @param memoryBytes the transposition table's budget in bytes (the table takes the largest power
 *     of two of 8-byte entries that fits, at least 64 KiB)
 * @param symmetryPlacements up to this many placements made, positions are keyed by the least hash
 *     over the 8 symmetries of the board (costs 8 hashes per position, pays where positions repeat
 *     most); -1 for never
 * @param checkpointPlacements up to this many placements made, proven positions are also kept in
 *     the {@link ProvenPositions} store that a checkpoint saves; -1 for none
 * @param progressNanos the time between two progress reports, in nanoseconds
 * @param threads the searching threads, sharing one table (1 searches in the caller's thread)
 * @param partPlacements 0 to search the start with all threads at once; 1 or more to solve it part
 *     by part first: the positions this many placements below it, one of each set of mirror images
 *     (as {@link SplitSolve#parts} lists them), each searched by one thread at a time while the
 *     other threads take the next parts, all sharing one table and one store of proven positions
 */
public record SolverOptions(
        long memoryBytes,
        int symmetryPlacements,
        int checkpointPlacements,
        long progressNanos,
        int threads,
        int partPlacements) {
    /** The default table size: 2 GiB. */
    public static final long DEFAULT_MEMORY = 2L << 30;

    /** The most threads a solver takes. */
    public static final int MAX_THREADS = 256;

    /**
     * Checks the options.
     *
     * @param memoryBytes positive
     * @param symmetryPlacements -1..24
     * @param checkpointPlacements -1..24
     * @param progressNanos positive
     * @param threads 1..256
     * @param partPlacements 0..24
     */
    public SolverOptions {
        if (memoryBytes <= 0) {
            throw new IllegalArgumentException("memory must be positive, not " + memoryBytes);
        }
        if (symmetryPlacements < -1 || symmetryPlacements > 24) {
            throw new IllegalArgumentException("symmetryPlacements must be -1..24, not " + symmetryPlacements);
        }
        if (checkpointPlacements < -1 || checkpointPlacements > 24) {
            throw new IllegalArgumentException("checkpointPlacements must be -1..24, not " + checkpointPlacements);
        }
        if (progressNanos <= 0) {
            throw new IllegalArgumentException("progressNanos must be positive, not " + progressNanos);
        }
        if (threads < 1 || threads > MAX_THREADS) {
            throw new IllegalArgumentException("threads must be 1.." + MAX_THREADS + ", not " + threads);
        }
        if (partPlacements < 0 || partPlacements > 24) {
            throw new IllegalArgumentException("partPlacements must be 0..24, not " + partPlacements);
        }
    }

    /**
     * Options that search the start with all threads at once (no parts), as before {@code
     * partPlacements} existed.
     *
     * @param memoryBytes positive
     * @param symmetryPlacements -1..24
     * @param checkpointPlacements -1..24
     * @param progressNanos positive
     * @param threads 1..256
     */
    public SolverOptions(
            long memoryBytes, int symmetryPlacements, int checkpointPlacements, long progressNanos, int threads) {
        this(memoryBytes, symmetryPlacements, checkpointPlacements, progressNanos, threads, 0);
    }

    /**
     * The defaults with a given table budget: symmetries up to 10 placements made, checkpointed
     * positions up to 10, a progress report every 10 seconds, one thread, no parts.
     *
     * @param memoryBytes the table's budget in bytes
     * @return the options
     */
    public static SolverOptions withMemory(long memoryBytes) {
        return new SolverOptions(memoryBytes, 10, 10, 10_000_000_000L, 1, 0);
    }

    /**
     * These options with another number of threads.
     *
     * @param count 1..{@value #MAX_THREADS}
     * @return the options
     */
    public SolverOptions withThreads(int count) {
        return new SolverOptions(
                memoryBytes, symmetryPlacements, checkpointPlacements, progressNanos, count, partPlacements);
    }

    /**
     * These options solving the start part by part, the parts a number of placements below it (see
     * {@code partPlacements}): the way to spread a long solve over many threads, since parts never
     * search the same position twice, where threads searching one position together do.
     *
     * @param placements 1..24, or 0 for no parts
     * @return the options
     */
    public SolverOptions withParts(int placements) {
        return new SolverOptions(
                memoryBytes, symmetryPlacements, checkpointPlacements, progressNanos, threads, placements);
    }
}
