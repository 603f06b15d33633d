package io.github.boardrules.common;

/** The two players of the Go-like games, Black and White. */
public enum Colour implements Player {
    /** Black. */
    BLACK("b"),
    /** White. */
    WHITE("w");

    private final String code;

    Colour(String code) {
        this.code = code;
    }

    @Override
    public String code() {
        return code;
    }

    @Override
    public Colour opponent() {
        return this == BLACK ? WHITE : BLACK;
    }
}
