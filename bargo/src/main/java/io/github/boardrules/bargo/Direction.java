package io.github.boardrules.bargo;

import io.github.boardrules.common.NotationException;
import java.util.List;
import java.util.Locale;

/**
 * The six edges of a hex, named by compass direction on a pointy-top board (r grows to the south,
 * q to the east along a row), with their axial steps. The constant order — e, ne, nw, w, sw, se —
 * is the order of {@link Bargo#legalMoves}.
 */
public enum Direction {
    /** East, axial step (+1, 0). */
    E(1, 0),
    /** North-east, axial step (+1, −1). */
    NE(1, -1),
    /** North-west, axial step (0, −1). */
    NW(0, -1),
    /** West, axial step (−1, 0). */
    W(-1, 0),
    /** South-west, axial step (−1, +1). */
    SW(-1, 1),
    /** South-east, axial step (0, +1). */
    SE(0, 1);

    private static final List<Direction> ALL = List.of(values());

    private final int dq;
    private final int dr;
    private final String code;

    Direction(int dq, int dr) {
        this.dq = dq;
        this.dr = dr;
        this.code = name().toLowerCase(Locale.ROOT);
    }

    /**
     * All six directions in constant order.
     *
     * @return an immutable list
     */
    public static List<Direction> all() {
        return ALL;
    }

    /**
     * The step along q.
     *
     * @return −1, 0 or +1
     */
    public int dq() {
        return dq;
    }

    /**
     * The step along r.
     *
     * @return −1, 0 or +1
     */
    public int dr() {
        return dr;
    }

    /**
     * The direction's code in notation: {@code e}, {@code ne}, {@code nw}, {@code w}, {@code sw},
     * {@code se}.
     *
     * @return the lower-case code
     */
    public String code() {
        return code;
    }

    /**
     * The opposite direction: e↔w, ne↔sw, nw↔se.
     *
     * @return the opposite
     */
    public Direction opposite() {
        return ALL.get((ordinal() + 3) % 6);
    }

    /**
     * Reads a direction code, in either case.
     *
     * @param text the code, e.g. {@code ne}
     * @return the direction
     * @throws NotationException naming the field {@code direction} for anything else
     */
    public static Direction parse(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        for (Direction direction : ALL) {
            if (direction.code.equals(lower)) {
                return direction;
            }
        }
        throw new NotationException("direction", 0, text, "expected one of e, ne, nw, w, sw, se");
    }

    /** The direction's code, as {@link #code()}. */
    @Override
    public String toString() {
        return code;
    }
}
