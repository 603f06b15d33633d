package io.github.boardrules.search.solve;

import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoState;

/**
 * Where a certificate's writer gets the winner's moves: from a solver, or, when certificates of
 * parts are joined, from the part a position belongs to.
 */
interface WinningMoves {
    /**
     * The winner's move at a position of the strategy, with the winner to move.
     *
     * @throws CertificateException when the source has no winning move there
     */
    GoRoGoMove at(GoRoGoState state);

    /** The source for the strategy below a position reached from one this source served. */
    default WinningMoves below(GoRoGoState child) {
        return this;
    }
}
