package io.github.boardrules.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Game;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The click targets written on {@link Game#renderSvg}: a game module extends this suite (named
 * {@code …SvgTargetProperties} so the build runs it), says which places its board has under each
 * rules variant and which place a move names, and the suite checks the SVG of random states
 * against that: every place drawn as exactly one target, nothing else named, every legal move's
 * place among the targets and found by the documented "longest name contained" rule.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public abstract class SvgTargetContract<S, M> {
    private static final Pattern TARGET = Pattern.compile("<(\\w+) [^>]*data-target=\"([^\"]*)\"");

    /**
     * The game under its default rules.
     *
     * @return the game
     */
    protected abstract Game<S, M> game();

    /**
     * The rules notations worth testing besides the default; each is passed to {@link
     * Game#withRules}.
     *
     * @return the notations, possibly empty
     */
    protected abstract List<String> otherRules();

    /**
     * Every place a move can name on the board of a state, as the game writes it in moves; worked
     * out from the game's own coordinate types, not from the SVG.
     *
     * @param state a state
     * @return the names
     */
    protected abstract List<String> places(S state);

    /**
     * The place a move names, from the move's own fields.
     *
     * @param move a move
     * @return the name, or empty for a move that names none ({@code pass})
     */
    protected abstract Optional<String> placeOf(M move);

    /**
     * The targets of an SVG document in document order: element name by {@code data-target}
     * value, keeping the first element of a repeated name.
     *
     * @param svg the document
     * @return the targets
     */
    public static Map<String, String> targets(String svg) {
        Map<String, String> found = new LinkedHashMap<>();
        Matcher m = TARGET.matcher(svg);
        while (m.find()) {
            found.putIfAbsent(m.group(2), m.group(1));
        }
        return found;
    }

    /**
     * All {@code data-target} values of an SVG document, repeats included.
     *
     * @param svg the document
     * @return the values in document order
     */
    public static List<String> targetNames(String svg) {
        List<String> names = new ArrayList<>();
        Matcher m = TARGET.matcher(svg);
        while (m.find()) {
            names.add(m.group(2));
        }
        return names;
    }

    /**
     * The place a move's notation names by the rule of {@link Game#renderSvg}: the longest target
     * name it contains.
     *
     * @param names the target names
     * @param notation the move's notation
     * @return the name, or empty
     */
    public static Optional<String> longestContained(Iterable<String> names, String notation) {
        String best = "";
        for (String name : names) {
            if (name.length() > best.length() && notation.contains(name)) {
                best = name;
            }
        }
        return best.isEmpty() ? Optional.empty() : Optional.of(best);
    }

    @Property(tries = 40)
    void everyPlaceIsExactlyOneTargetAndEveryLegalMoveNamesOne(@ForAll long seed) {
        List<Game<S, M>> games = new ArrayList<>();
        games.add(game());
        for (String rules : otherRules()) {
            games.add(game().withRules(rules));
        }
        Game<S, M> game = games.get(Math.floorMod(seed, games.size()));
        List<S> states = RandomGames.play(game, seed, 60);
        // The first, a middle and the last state: the targets must not depend on what is drawn.
        for (S state : List.of(states.get(0), states.get(states.size() / 2), states.get(states.size() - 1))) {
            String svg = game.renderSvg(state);
            List<String> names = targetNames(svg);
            assertEquals(
                    new TreeSet<>(places(state)), new TreeSet<>(names), "targets of " + game.formatPosition(state));
            assertEquals(places(state).size(), names.size(), "one shape per place: " + names);
            for (String shape : targets(svg).values()) {
                assertTrue(shape.equals("circle") || shape.equals("polygon"), shape);
            }
            for (M move : game.legalMoves(state)) {
                Optional<String> place = placeOf(move);
                place.ifPresent(p -> assertTrue(names.contains(p), p + " is not a target"));
                assertEquals(place, longestContained(names, game.formatMove(move)), game.formatMove(move));
            }
        }
    }
}
