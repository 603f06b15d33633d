package io.github.boardrules.search.solve;

import io.github.boardrules.common.Colour;
import java.util.Objects;

/**
 * What a certificate proves and how big it is.
 *
 * @param rules the rules notation of the game (empty for the published rules)
 * @param start the position notation of the position proved
 * @param winner the player the certificate proves wins from it with perfect play
 * @param leafLeft positions with at most this many placements left are leaves: not in the file,
 *     re-solved by the checker
 * @param positions the distinct positions in the strategy above the leaves
 * @param winnerMoves the winner's moves written (one per position where the winner moves)
 * @param leaves the distinct leaves (positions re-solved, finished positions not counted)
 */
public record CertificateSummary(
        String rules, String start, Colour winner, int leafLeft, long positions, long winnerMoves, long leaves) {
    /**
     * Checks the parts.
     *
     * @param rules the rules
     * @param start the start
     * @param winner the winner
     * @param leafLeft 0..24
     * @param positions not negative
     * @param winnerMoves not negative
     * @param leaves not negative
     */
    public CertificateSummary {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(winner, "winner");
        if (leafLeft < 0 || leafLeft > 24 || positions < 0 || winnerMoves < 0 || leaves < 0) {
            throw new IllegalArgumentException("counts must not be negative, and leafLeft must be 0..24");
        }
    }
}
