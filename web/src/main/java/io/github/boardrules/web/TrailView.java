package io.github.boardrules.web;

import io.github.boardrules.baokigogo.BaoKigogo;
import io.github.boardrules.baokigogo.BaoMove;
import io.github.boardrules.baokigogo.BaoState;
import io.github.boardrules.baokigogo.Hole;
import io.github.boardrules.baokigogo.SowingTrail;
import io.github.boardrules.common.Game;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The sowing trail of a Bao Kigogo move as the API sends it (JSON), from the library's {@link
 * SowingTrail}: the laps in order, each with the hole its seeds were taken from and the holes it
 * sowed into, the hole the move ended in and the holes its capture emptied. A move can relay for
 * up to a million laps; only the first {@link #MOST_LAPS} are sent, {@code lapCount} says how many
 * there were.
 *
 * @param laps the first laps, at most {@link #MOST_LAPS}
 * @param lapCount how many laps the sowing had
 * @param end the hole the move ended in; null for an endless sowing, which left the board as it was
 * @param captures the opponent's holes the capture emptied, front hole first
 * @param endless whether the sowing was judged endless
 */
public record TrailView(
        List<Lap> laps, int lapCount, @Nullable String end, List<Captured> captures, boolean endless) {
    /** The most laps sent: enough for any ordinary move, a bound for constructed ones. */
    public static final int MOST_LAPS = 100;

    /**
     * One lap.
     *
     * @param from the hole the seeds were taken from
     * @param seeds how many
     * @param holes the holes sown into, one per seed, in order
     */
    public record Lap(String from, int seeds, List<String> holes) {}

    /**
     * A hole emptied by the capture.
     *
     * @param hole the hole
     * @param seeds the seeds taken from it
     */
    public record Captured(String hole, int seeds) {}

    /**
     * The trail of the last move when the game is Bao Kigogo.
     *
     * @param game the game
     * @param before the state the move was played in
     * @param move the move
     * @return the trail, or null for other games
     */
    static <S, M> @Nullable TrailView of(Game<S, M> game, S before, M move) {
        if (!(game instanceof BaoKigogo bao && before instanceof BaoState state && move instanceof BaoMove sow)) {
            return null;
        }
        SowingTrail trail = bao.sowingTrail(state, sow);
        List<Lap> laps = new ArrayList<>();
        for (SowingTrail.Lap lap : trail.laps().subList(0, Math.min(MOST_LAPS, trail.lapCount()))) {
            laps.add(new Lap(
                    lap.from().notation(),
                    lap.seeds(),
                    lap.holes().stream().map(Hole::notation).toList()));
        }
        List<Captured> captures = new ArrayList<>();
        for (SowingTrail.Capture capture : trail.captures()) {
            captures.add(new Captured(capture.hole().notation(), capture.seeds()));
        }
        return new TrailView(
                List.copyOf(laps),
                trail.lapCount(),
                trail.end().map(Hole::notation).orElse(null),
                List.copyOf(captures),
                trail.endless());
    }
}
