package io.github.boardrules.baokigogo;

import java.util.Objects;

/**
 * Sowing from a hole: take up the seeds of {@code hole} and sow them around the mover's ring (a
 * multi-seed move with relays), or move its single seed into the empty next hole (a singleton
 * move). Which of the two it is follows from the position.
 *
 * @param hole the hole the move starts from
 */
public record Sow(Hole hole) implements BaoMove {
    private static final Sow[] SOWS = new Sow[Hole.FILES * Hole.RANKS];

    static {
        for (Hole hole : Hole.all()) {
            SOWS[(hole.rank() - 1) * Hole.FILES + hole.file()] = new Sow(hole);
        }
    }

    /**
     * Checks the component.
     *
     * @param hole the hole the move starts from
     */
    public Sow {
        Objects.requireNonNull(hole, "hole");
    }

    /**
     * The shared move from a hole (no allocation).
     *
     * @param hole the origin hole
     * @return the move
     */
    public static Sow of(Hole hole) {
        return SOWS[(hole.rank() - 1) * Hole.FILES + hole.file()];
    }

    /**
     * Reads a move: the origin hole, case-insensitive, e.g. {@code c1} or {@code C1}.
     *
     * @param text the move
     * @return the move
     * @throws io.github.boardrules.common.NotationException naming the field {@code move} when the
     *     text is not a hole of the board
     */
    public static Sow parse(String text) {
        return of(Hole.parse(text, 0, text.length(), "move"));
    }

    @Override
    public String toString() {
        return hole.notation();
    }
}
