package io.github.boardrules.bargo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.PlayoutPolicy;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Bargo's playout policy draws by rejection, and must still choose with exactly the distribution of
 * the rule it replaced, read off the legal-move list: uniform over the list while the button is
 * untaken; once it is taken the pass with probability 0.05 and each placement with 0.95 / placements
 * (the pass alone when nothing else is legal). Each position is sampled many times with a fixed seed
 * and the frequencies go through Pearson's chi-square test; a p-value below 0.001 fails, every choice
 * must be legal, and every move must come up at least once, each being expected at least 200 times.
 */
class PlayoutPolicyDistributionTest {
    private static final PlayoutPolicy<BargoState, BargoMove> POLICY =
            Bargo.standard().playoutPolicy();
    private static final double SIGNIFICANCE = 0.001;
    /**
     * The least expected count of any move: large enough that one move drawn twice as often as it
     * should be (the button on the empty board, say: 400 instead of 200) adds about 200 to the
     * statistic, far past the 0.1 % point even with 312 degrees of freedom (381); a move never drawn
     * has a chance of e^−200.
     */
    private static final int LEAST_EXPECTED = 200;

    /**
     * Mid-game on base 5, button untaken: 17 empty cells with only 33 of their 102 placements legal
     * (walls on the rim, doubled walls, suicides, walls facing an enemy), so two draws in three are
     * refused. Taken from a random game (seed 26, 70 plies) and written out so that it does not
     * depend on the policy's draws.
     */
    static final String MID_GAME = "BeWseWwWsw./BseWseWeBe../BeWe.Wne.../BeWseWne.WnwWsw../Be.WseWswWwWnwWnwWwWsw/"
            + "BneWw.WnwWswWeWeWsw/BseWeWneWseWswBe./..WneWswBneBsw/.WnwWnwBe. b - 0 0";

    /**
     * Late in a base-5 game, button taken, White to move: 11 empty cells and 3 legal placements among
     * their 66, so the rejection (at most 11 draws here) gives up more often than not. From a random
     * game (seed 7, ply 61), written out.
     */
    static final String FEW_LEGAL = ".BswBseWw./WswWnwBwBseBswWw/.WswWse.BwWnwWw/BswBswBeBeBswBwWneWnw/"
            + ".WnwBneBne.BneBeWnwWw/WnwWe.BneBeBeBseBsw/WeWseBneBseBne../WeWe.BseWneWnw/We.BneBeWne w b 0 0";

    @Test
    void theEmptyBoardIsUniformOverEveryPlacementAndTheButton() {
        // 61 empty cells; only the walls on the rim are refused (54 of 366), so nearly every draw is kept.
        BargoState start = Bargo.standard().initialState();
        assertEquals(313, Bargo.standard().legalMoves(start).size());
        assertSameDistribution(start, 1);
    }

    @Test
    void aMidGamePositionWithMostPlacementsIllegalIsUniform() {
        BargoState state = Fixtures.at(MID_GAME);
        List<BargoMove> legal = Fixtures.game(state).legalMoves(state);
        assertEquals(34, legal.size(), "33 placements and the button");
        assertEquals(17, RejectionDraw.emptyCount(state));
        assertSameDistribution(state, 2);
    }

    @Test
    void onceTheButtonIsTakenThePassHasOneChanceInTwentyAndThePlacementsShareTheRest() {
        // Base 2 after the button: White may pass, or place on any of the 7 cells with a wall that is
        // not on the rim: 6 × 6 − 6 × 3 = 24 placements (the centre takes all six walls).
        BargoState taken = Fixtures.play(Bargo.withRules(BargoRules.of(2, 0)).initialState(), "button");
        assertEquals(25, Fixtures.game(taken).legalMoves(taken).size());
        assertSameDistribution(taken, 3);
    }

    @Test
    void withFewLegalPlacementsTheFallbackServesAndTheChoiceIsStillTheSame() {
        BargoState state = Fixtures.at(FEW_LEGAL);
        List<BargoMove> legal = Fixtures.game(state).legalMoves(state);
        assertEquals(4, legal.size(), "3 placements and the pass");
        assertSameDistribution(state, 4);
    }

    @Test
    void theFallbackIsTakenAsOftenAsTheBoundImpliesAndIsUniformOverThePlacements() {
        BargoState state = Fixtures.at(FEW_LEGAL);
        List<BargoMove> legal = Fixtures.game(state).legalMoves(state);
        int empty = RejectionDraw.emptyCount(state);
        int placements = legal.size() - 1;
        // The pass is declined with 0.95, then min(32, E) draws among 6E placements all refused.
        double refused = 1 - placements / (6.0 * empty);
        double expected =
                (1 - RarePassPolicy.PASS_PROBABILITY) * Math.pow(refused, Math.min(RejectionDraw.MAX_DRAWS, empty));
        int samples = 20_000;
        int fallbacks = 0;
        long[] counts = new long[placements];
        SplittableRandom random = new SplittableRandom(5);
        for (int i = 0; i < samples; i++) {
            if (RejectionDraw.draw(state, random) == RejectionDraw.FALLBACK) {
                fallbacks++;
                counts[legal.indexOf(RejectionDraw.fromList(state, legal, random))]++;
            }
        }
        // Binomial: five standard deviations either side.
        double sigma = Math.sqrt(samples * expected * (1 - expected));
        assertEquals(samples * expected, fallbacks, 5 * sigma, "fallbacks (expected share " + expected + ")");
        double[] uniform = new double[placements];
        Arrays.fill(uniform, 1.0 / placements);
        assertTrue(ChiSquare.pValue(counts, uniform) >= SIGNIFICANCE, "the fallback's own choice is uniform");
        for (long count : counts) {
            assertTrue(count > 0);
        }
    }

    @Test
    void withNoLegalPlacementItAlwaysPasses() {
        // Base 2, Black to move, the button taken: Black surrounds the empty centre with walls facing
        // it, so every wall there is doubled (and would leave the group no liberty): only the pass.
        BargoState ring = Fixtures.at("BseBsw/Be.Bw/BneBnw b b 0 0");
        assertEquals(List.of(BargoMove.PASS), Fixtures.game(ring).legalMoves(ring));
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < 500; i++) {
            assertEquals(BargoMove.PASS, POLICY.choose(ring, List.of(BargoMove.PASS), random));
        }
    }

    @Test
    void onAFullBoardItTakesTheOnlyMoveWithoutADraw() {
        // Base 2 with every cell occupied: the pass once the button is taken, the button before.
        String board = "BseBsw/BeWeBnw/BneBnw";
        BargoState taken = Fixtures.at(board + " b b 0 0");
        BargoState untaken = Fixtures.at(board + " b - 0 0");
        SplittableRandom random = new SplittableRandom(3);
        assertEquals(BargoMove.PASS, POLICY.choose(taken, Fixtures.game(taken).legalMoves(taken), random));
        assertEquals(
                BargoMove.BUTTON, POLICY.choose(untaken, Fixtures.game(untaken).legalMoves(untaken), random));
        assertEquals(new SplittableRandom(3).nextLong(), random.nextLong(), "nothing drawn");
    }

    /**
     * Samples the policy's choice on a state and compares it with the distribution the legal-move
     * list implies.
     */
    private static void assertSameDistribution(BargoState state, long seed) {
        List<BargoMove> legal = Fixtures.game(state).legalMoves(state);
        double[] expected = listRule(legal);
        double least = 1;
        for (double p : expected) {
            least = Math.min(least, p);
        }
        int samples = (int) Math.ceil(LEAST_EXPECTED / least);
        Map<BargoMove, Integer> index = new HashMap<>();
        for (int i = 0; i < legal.size(); i++) {
            index.put(legal.get(i), i);
        }
        long[] counts = new long[legal.size()];
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < samples; i++) {
            BargoMove chosen = POLICY.choose(state, legal, random);
            Integer k = index.get(chosen);
            assertTrue(k != null, () -> chosen + " is not legal");
            counts[k]++;
        }
        double p = ChiSquare.pValue(counts, expected);
        assertTrue(p >= SIGNIFICANCE, "chi-square p = " + p + " over " + samples + " choices");
        for (int i = 0; i < counts.length; i++) {
            assertTrue(counts[i] > 0, legal.get(i) + " never chosen in " + samples);
        }
    }

    /** The probabilities of the rule the rejection replaced, from the legal-move list alone. */
    private static double[] listRule(List<BargoMove> legal) {
        int n = legal.size();
        double[] p = new double[n];
        if (legal.get(n - 1) instanceof BargoMove.Pass) {
            if (n == 1) {
                p[0] = 1;
                return p;
            }
            Arrays.fill(p, (1 - RarePassPolicy.PASS_PROBABILITY) / (n - 1));
            p[n - 1] = RarePassPolicy.PASS_PROBABILITY;
            return p;
        }
        Arrays.fill(p, 1.0 / n);
        return p;
    }
}
