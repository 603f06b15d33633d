package io.github.boardrules.gorogo;

import io.github.boardrules.common.NotationException;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * The rules options of GoRoGo. There is one: an optional <em>setup point</em>. Without it a game
 * starts with the setup phase, in which White places the neutral Henge on a point of their choice;
 * with it the game starts with the neutral Henge already there and Black to move (a convenience for
 * house rules such as "the neutral Henge goes in the centre").
 *
 * <pre>{@code
 * GoRoGoRules centre = GoRoGoRules.builder().setupPoint(Point.parse("c3")).build();
 * GoRoGo game = GoRoGo.withRules(centre);   // rulesNotation() is "setup=c3"
 * }</pre>
 */
@Value.Immutable
public abstract class GoRoGoRules {
    GoRoGoRules() {}

    /**
     * Where the neutral Henge stands at the start, or empty to start with the setup phase.
     *
     * @return the setup point
     */
    public abstract Optional<Point> setupPoint();

    /**
     * A builder; every option is optional.
     *
     * @return a new builder
     */
    public static ImmutableGoRoGoRules.Builder builder() {
        return ImmutableGoRoGoRules.builder();
    }

    /**
     * The published rules: the game starts with the setup phase.
     *
     * @return the standard rules
     */
    public static GoRoGoRules standard() {
        return builder().build();
    }

    /**
     * Rules under which the neutral Henge starts on the given point.
     *
     * @param point the setup point
     * @return the rules
     */
    public static GoRoGoRules withSetup(Point point) {
        return builder().setupPoint(point).build();
    }

    /**
     * The options as text: the empty string for the standard rules, {@code setup=c3} with a setup
     * point.
     *
     * @return the notation
     */
    public String notation() {
        return setupPoint().map(point -> "setup=" + point.notation()).orElse("");
    }

    /**
     * Reads options written by {@link #notation()}: empty (or blank) text, or {@code setup=<point>}.
     *
     * @param text the options
     * @return the rules
     * @throws NotationException naming the field {@code rules} or {@code setup} when the text cannot
     *     be read
     */
    public static GoRoGoRules parse(String text) {
        String stripped = text.strip();
        if (stripped.isEmpty()) {
            return standard();
        }
        int offset = text.indexOf(stripped);
        if (!stripped.startsWith("setup=")) {
            throw new NotationException(
                    "rules", offset, text, "the only GoRoGo option is setup=<point>, e.g. setup=c3");
        }
        int from = offset + "setup=".length();
        return withSetup(Point.parse(text, from, offset + stripped.length(), "setup"));
    }
}
