package io.github.boardrules.search.bot;

import io.github.boardrules.common.Player;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * One position in {@link TranspositionBot}'s table: per canonical action (sorted), its visits and
 * reward from the view of the player to move there, and its all-moves-as-first (AMAF, "RAVE")
 * visits and reward: how the playouts through this node went when the mover played that action at
 * any later turn.
 */
final class SearchNode {
    final int[] actions;
    final Player mover;
    final int[] visits;
    final double[] wins;
    final int[] amafVisits;
    final double[] amafWins;
    int total;
    int seen;

    SearchNode(int[] sortedActions, Player mover, int seen) {
        this.actions = sortedActions;
        this.mover = mover;
        this.visits = new int[sortedActions.length];
        this.wins = new double[sortedActions.length];
        this.amafVisits = new int[sortedActions.length];
        this.amafWins = new double[sortedActions.length];
        this.seen = seen;
    }

    /** The edge of a canonical action, or a negative number when the node has no such action. */
    int edgeOf(int action) {
        return Arrays.binarySearch(actions, action);
    }

    /**
     * The edge to follow: the best by UCB1 over a blend of the edge's own mean reward and its AMAF
     * mean, the AMAF share {@code sqrt(k / (3 n + k))} fading as the node's visits {@code n} grow
     * (Gelly and Silver's RAVE). An edge never followed counts as a win for its own part, so each is
     * tried early; ties go to a random edge among them.
     */
    int select(SplittableRandom random, double exploration, double raveK) {
        double beta = raveK <= 0 ? 0 : Math.sqrt(raveK / (3.0 * total + raveK));
        double logTotal = Math.log(total + 1);
        int best = -1;
        double bestValue = Double.NEGATIVE_INFINITY;
        int ties = 0;
        for (int e = 0; e < actions.length; e++) {
            double own = visits[e] == 0 ? 1.0 : wins[e] / visits[e];
            double amaf = amafVisits[e] == 0 ? 1.0 : amafWins[e] / amafVisits[e];
            double value = (1 - beta) * own + beta * amaf + exploration * Math.sqrt(logTotal / (visits[e] + 1));
            if (value > bestValue) {
                bestValue = value;
                best = e;
                ties = 1;
            } else if (value == bestValue && random.nextInt(++ties) == 0) {
                best = e;
            }
        }
        return best;
    }

    void record(int edge, double reward) {
        visits[edge]++;
        wins[edge] += reward;
        total++;
    }

    void recordAmaf(int edge, double reward) {
        amafVisits[edge]++;
        amafWins[edge] += reward;
    }

    /** The most visited edge. */
    int mostVisited() {
        int best = 0;
        for (int e = 1; e < visits.length; e++) {
            if (visits[e] > visits[best]) {
                best = e;
            }
        }
        return best;
    }
}
