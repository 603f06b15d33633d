package io.github.boardrules.search.solve;

import io.github.boardrules.common.Colour;
import io.github.boardrules.gorogo.GoRoGoState;

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

    /**
     * A part of a solve by parts ({@link SolverOptions#partPlacements}) is solved: called once per
     * part searched, from the thread that solved it, one call at a time. Does nothing unless
     * overridden.
     *
     * @param part the part's position, in the frame of the start
     * @param number the part's number from 0, as {@link SplitSolve#parts} lists them
     * @param parts the number of parts
     * @param winner who wins the part with perfect play
     * @param nodes the positions searched so far by the solver, all threads together
     */
    default void partSolved(GoRoGoState part, int number, int parts, Colour winner, long nodes) {}
}
