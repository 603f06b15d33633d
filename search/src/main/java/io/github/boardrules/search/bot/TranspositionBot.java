package io.github.boardrules.search.bot;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Player;
import io.github.boardrules.common.PlayoutPolicy;
import io.github.boardrules.common.Status;
import io.github.boardrules.common.search.SearchSupport;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A Monte Carlo tree search player (UCT) over {@linkplain SearchSupport actions} with a
 * transposition table: a position reached by different move orders, or a symmetric image of it, is
 * one node, keyed by the smallest {@link SearchSupport#hash hash} over the game's symmetries, and its
 * statistics are kept per action in that canonical frame. The table lives as long as the bot, so the
 * search of one move starts from what the searches of earlier moves learnt; use one bot per game
 * and side (or call {@link #clear()}). Leaves are scored by random playouts, one per iteration, so
 * the bot compares with {@link MctsBot} at equal playouts per move. Before searching, a move that
 * wins on the spot is played at once.
 *
 * <p>The playouts follow the game's {@linkplain Game#searchPlayoutPolicy() policy for search bots}:
 * the game's own playout policy, as {@link MctsBot}'s do, except where the game offers a heuristic
 * (in Bao Kigogo a playout takes the biggest capture on offer, which lifts the score against
 * {@link MctsBot} from 68 % to 99 % at 100 playouts per move). The search constants are the same for
 * every game.
 *
 * <p>The hash leaves histories out (Bargo's superko, Bao Kigogo's repetitions), so a node may stand
 * for states whose legal moves differ slightly: the search always plays moves on the real state it
 * reached, and an action the real state refuses ends that descent there.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class TranspositionBot<S, M> {
    /** UCB1's exploration constant for rewards in [0, 1]. */
    static final double DEFAULT_EXPLORATION = 0.1;
    /** RAVE's constant: the node visits at which the AMAF share of an edge's value has fallen to a half. */
    static final double DEFAULT_RAVE_K = 1000;
    /** The table is cleared before a search when it holds more nodes than this. */
    private static final int MAX_NODES = 1 << 20;

    private final Game<S, M> game;
    private final SearchSupport<S, M> search;
    private final PlayoutPolicy<S, M> policy;
    private final int playouts;
    private final SplittableRandom random;
    private final double exploration;
    private final double raveK;
    private final boolean symmetries;
    private final NodeTable<SearchNode> table = new NodeTable<>();
    private final SearchPath path;
    private int iteration;

    /**
     * Creates a bot for the rules of a game.
     *
     * @param game the game, under the rules of the states the bot will be asked about
     * @param playouts the playouts per move, at least 1
     * @param seed the seed of all random choices
     */
    public TranspositionBot(Game<S, M> game, int playouts, long seed) {
        this(game, playouts, seed, DEFAULT_EXPLORATION, DEFAULT_RAVE_K, true, game.searchPlayoutPolicy());
    }

    /**
     * Creates a bot with chosen search constants, for experiments.
     *
     * @param exploration UCB1's exploration constant
     * @param raveK the visits at which the AMAF share has fallen to a half; 0 for none
     * @param symmetries whether keys are canonical over the game's symmetries
     * @param policy how the playouts choose their moves and when they stop
     */
    TranspositionBot(
            Game<S, M> game,
            int playouts,
            long seed,
            double exploration,
            double raveK,
            boolean symmetries,
            PlayoutPolicy<S, M> policy) {
        if (playouts < 1) {
            throw new IllegalArgumentException("playouts must be at least 1, not " + playouts);
        }
        this.game = game;
        this.search = game.searchSupport();
        this.policy = policy;
        this.playouts = playouts;
        this.random = new SplittableRandom(seed);
        this.exploration = exploration;
        this.raveK = raveK;
        this.symmetries = symmetries;
        this.path = new SearchPath(search.actionCount());
    }

    /**
     * Chooses a move.
     *
     * @param state a state of an ongoing game, under the bot's rules
     * @return one of its legal moves
     * @throws IllegalArgumentException when the game is over
     */
    public M choose(S state) {
        return search.moveOf(state, chooseAction(state));
    }

    /**
     * Chooses an action.
     *
     * @param state a state of an ongoing game, under the bot's rules
     * @return one of its legal actions
     * @throws IllegalArgumentException when the game is over
     */
    public int chooseAction(S state) {
        int[] legal = search.legalActions(state);
        if (legal.length == 0) {
            throw new IllegalArgumentException("the game is over: no move to choose");
        }
        if (legal.length == 1) {
            return legal[0];
        }
        Player mover = game.playerToMove(state);
        for (int action : legal) {
            if (game.status(game.apply(state, search.moveOf(state, action))) instanceof Outcome.Win win
                    && win.winner().equals(mover)) {
                return action;
            }
        }
        if (table.size() > MAX_NODES) {
            table.clear();
        }
        for (int i = 0; i < playouts; i++) {
            iterate(state);
        }
        int symmetry = canonicalSymmetry(state);
        SearchNode root = table.get(keyOf(state, symmetry));
        if (root == null) {
            throw new IllegalStateException("the root is in the table after a search");
        }
        int action = search.transformAction(root.actions[root.mostVisited()], search.inverseSymmetry(symmetry));
        // A root first seen with another history may list an action this state refuses.
        return contains(legal, action) ? action : legal[random.nextInt(legal.length)];
    }

    /** Forgets every node. */
    public void clear() {
        table.clear();
    }

    private void iterate(S root) {
        iteration++;
        S state = root;
        int depth = 0;
        int plies = 0;
        while (!game.status(state).isOver()) {
            int symmetry = canonicalSymmetry(state);
            long key = keyOf(state, symmetry);
            SearchNode node = table.get(key);
            if (node == null) {
                table.put(key, new SearchNode(canonicalActions(state, symmetry), game.playerToMove(state), iteration));
                break;
            }
            if (node.seen == iteration) {
                break; // a cycle: score the position reached
            }
            node.seen = iteration;
            int edge = node.select(random, exploration, raveK);
            int action = search.transformAction(node.actions[edge], search.inverseSymmetry(symmetry));
            S next;
            try {
                next = game.apply(state, search.moveOf(state, action));
            } catch (IllegalMoveException e) {
                break; // the node was first reached with a history that allowed this action
            }
            path.push(depth++, node, edge, symmetry);
            path.played(plies++, action, node.mover);
            state = next;
        }
        int limit = policy.maxPlies(state);
        for (int p = 0; p < limit; p++) {
            List<M> moves = game.legalMoves(state);
            if (moves.isEmpty()) {
                break;
            }
            M move = policy.choose(state, moves, random);
            path.played(plies++, search.actionOf(move), game.playerToMove(state));
            state = game.apply(state, move);
        }
        Status end = game.status(state);
        for (int i = 0; i < depth; i++) {
            SearchNode node = path.node(i);
            double reward = end instanceof Outcome.Win win ? (win.winner().equals(node.mover) ? 1 : 0) : 0.5;
            node.record(path.edge(i), reward);
            if (raveK > 0) {
                path.recordAmaf(i, plies, reward, search);
            }
        }
    }

    /** The symmetry whose image of the state has the smallest hash (the first such one). */
    private int canonicalSymmetry(S state) {
        int best = 0;
        long bestHash = search.hash(state);
        int count = symmetries ? search.symmetryCount() : 1;
        for (int k = 1; k < count; k++) {
            long h = search.hash(search.transform(state, k));
            if (Long.compareUnsigned(h, bestHash) < 0) {
                bestHash = h;
                best = k;
            }
        }
        return best;
    }

    private long keyOf(S state, int symmetry) {
        return search.hash(symmetry == 0 ? state : search.transform(state, symmetry));
    }

    private int[] canonicalActions(S state, int symmetry) {
        int[] actions = search.legalActions(state);
        for (int i = 0; i < actions.length; i++) {
            actions[i] = search.transformAction(actions[i], symmetry);
        }
        Arrays.sort(actions);
        return actions;
    }

    private static boolean contains(int[] sorted, int action) {
        return Arrays.binarySearch(sorted, action) >= 0;
    }
}
