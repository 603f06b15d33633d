package io.github.boardrules.search.solve;

/** Told now and then, from the solving thread, how a solve goes. */
@FunctionalInterface
public interface SolveProgress {
    /** Reports nothing. */
    SolveProgress SILENT = (nodes, stored, moveIndex, moveCount) -> {};

    /**
     * One report.
     *
     * @param nodes the positions searched so far by this solver
     * @param stored the values stored in the table so far
     * @param moveIndex for each ply from the root, the index (from 0) of the move being searched
     * @param moveCount for each ply from the root, the number of legal moves there
     */
    void report(long nodes, long stored, int[] moveIndex, int[] moveCount);
}
