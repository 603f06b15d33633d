package io.github.boardrules.gorogo;

import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.internal.NotationReader;
import io.github.boardrules.common.internal.RulesOption;
import io.github.boardrules.common.internal.Token;
import io.github.boardrules.gorogo.internal.MoveNotation;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * The rules options of GoRoGo. There are two:
 *
 * <ul>
 *   <li>an optional <em>setup point</em> ({@code setup=c3}). Without it a game starts with the
 *       setup phase, in which White places the neutral Henge on a point of their choice; with it
 *       the game starts with the neutral Henge already there and Black to move (a convenience for
 *       house rules such as "the neutral Henge goes in the centre"). It matters only for the
 *       initial state.
 *   <li><em>Henge last</em> ({@code lastHenge=loses}), the reading of the online platform where
 *       GoRoGo is played: a player may put a Henge down as their 12th and last placement, and then
 *       loses ({@code henge-last}). Under the published rules, the default ({@code
 *       lastHenge=illegal}), that placement is not a legal move, so a player whose last piece in
 *       hand is a Henge has no legal move and loses ({@code no-legal-move}) one ply earlier. The
 *       winner is the same; the option lets records from that platform replay move for move.
 * </ul>
 *
 * <pre>{@code
 * GoRoGoRules centre = GoRoGoRules.withSetup(Point.parse("c3"));        // notation "setup=c3"
 * GoRoGoRules online = GoRoGoRules.builder().lastHengeLoses(true).build(); // "lastHenge=loses"
 * GoRoGo game = GoRoGo.withRules(GoRoGoRules.parse("setup=c3 lastHenge=loses"));
 * }</pre>
 */
@Value.Immutable(prehash = true)
public abstract class GoRoGoRules {
    private static final GoRoGoRules STANDARD = builder().build();

    GoRoGoRules() {}

    /**
     * Where the neutral Henge stands at the start, or empty to start with the setup phase.
     *
     * @return the setup point
     */
    public abstract Optional<Point> setupPoint();

    /**
     * Whether a player may make their 12th and last placement with a Henge, and then loses the game
     * ({@code henge-last}); {@code false} (the default) under the published rules, where that
     * placement is illegal.
     *
     * @return {@code true} under the rules option {@code lastHenge=loses}
     */
    @Value.Default
    public boolean lastHengeLoses() {
        return false;
    }

    /**
     * A builder; every option is optional.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Builds {@link GoRoGoRules}; both options are optional. Its methods, documented with the
     * generated implementation: {@code setupPoint(Point)} (or {@code setupPoint(Optional<Point>)}),
     * {@code lastHengeLoses(boolean)}, {@code from(GoRoGoRules)} to start from other rules, and
     * {@code build()}.
     */
    public static final class Builder extends ImmutableGoRoGoRules.Builder {
        Builder() {}
    }

    /**
     * The published rules: the game starts with the setup phase, and a Henge may not be a player's
     * last placement.
     *
     * @return the standard rules
     */
    public static GoRoGoRules standard() {
        return STANDARD;
    }

    /**
     * Rules under which the neutral Henge starts on the given point, the other options standard.
     *
     * @param point the setup point
     * @return the rules
     */
    public static GoRoGoRules withSetup(Point point) {
        return builder().setupPoint(point).build();
    }

    /**
     * The options as text, each only when it differs from the default, in this order: the empty
     * string for the standard rules, {@code setup=c3} with a setup point, {@code lastHenge=loses}
     * for the online platform's reading, {@code setup=c3 lastHenge=loses} with both.
     *
     * @return the canonical notation
     */
    public String notation() {
        String setup = setupPoint().map(point -> "setup=" + point.notation()).orElse("");
        if (!lastHengeLoses()) {
            return setup;
        }
        return setup.isEmpty() ? "lastHenge=loses" : setup + " lastHenge=loses";
    }

    /**
     * Reads options written by {@link #notation()}, in any order, separated by spaces: {@code
     * setup=<point>} and {@code lastHenge=loses} or {@code lastHenge=illegal} (the default, accepted
     * but never written). Empty or blank text is the standard rules.
     *
     * @param text the options
     * @return the rules
     * @throws NotationException naming the field {@code rules} for an unknown, repeated or
     *     malformed option, {@code setup} for a point that is not on the board and {@code lastHenge}
     *     for another value, at the offset of the problem
     */
    public static GoRoGoRules parse(String text) {
        NotationReader reader = NotationReader.of(text, "rules");
        Builder builder = builder();
        for (RulesOption option : reader.options("expected key=value, e.g. setup=c3")) {
            Token value = option.value();
            switch (option.key().text()) {
                case "setup" -> builder.setupPoint(Point.ofIndex(MoveNotation.point(reader.field("setup"), value)));
                case "lastHenge" -> builder.lastHengeLoses(lastHenge(reader.field("lastHenge"), value));
                default ->
                    throw reader.field("rules")
                            .errorAt(
                                    option.key().offset(),
                                    "unknown GoRoGo option '" + option.key().text() + "'; the options are setup=<point>"
                                            + " and lastHenge=loses");
            }
        }
        return builder.build();
    }

    private static boolean lastHenge(NotationReader reader, Token value) {
        return switch (value.text()) {
            case "loses" -> true;
            case "illegal" -> false;
            default -> throw reader.errorAt(value.offset(), "expected loses or illegal");
        };
    }
}
