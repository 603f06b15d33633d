package io.github.boardrules.baokigogo;

import io.github.boardrules.common.Player;

/** The two players of Bao Kigogo. South owns ranks 1 and 2 and moves first; North owns ranks 3 and 4. */
public enum BaoSide implements Player {
    /** South: ranks 1 (back) and 2 (front); moves first; letter {@code S} in positions. */
    SOUTH("s"),
    /** North: ranks 3 (front) and 4 (back); letter {@code N} in positions. */
    NORTH("n");

    private final String code;

    BaoSide(String code) {
        this.code = code;
    }

    /**
     * {@inheritDoc} Bao Kigogo's are {@code s} and {@code n}, as in outcome strings.
     *
     * @return {@code s} or {@code n}
     */
    @Override
    public String code() {
        return code;
    }

    /**
     * {@inheritDoc}
     *
     * @return the other side
     */
    @Override
    public BaoSide opponent() {
        return this == SOUTH ? NORTH : SOUTH;
    }

    /**
     * The rank of this side's front (inner) row: 2 for South, 3 for North.
     *
     * @return the front rank
     */
    public int frontRank() {
        return this == SOUTH ? 2 : 3;
    }

    /**
     * The rank of this side's back (outer) row: 1 for South, 4 for North.
     *
     * @return the back rank
     */
    public int backRank() {
        return this == SOUTH ? 1 : 4;
    }
}
