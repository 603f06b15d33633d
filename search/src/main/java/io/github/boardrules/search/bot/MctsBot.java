package io.github.boardrules.search.bot;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Player;
import io.github.boardrules.common.PlayoutPolicy;
import io.github.boardrules.common.Playouts;
import io.github.boardrules.common.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * A Monte Carlo tree search player (UCT) for any {@link Game}: it grows a search tree from the
 * current state, scores leaves by random playouts, and plays the most visited move. A seed makes it
 * deterministic; the budget is a number of playouts, a time limit, or both (whichever ends first).
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class MctsBot<S, M> {
    private static final double EXPLORATION = Math.sqrt(2);

    private final Game<S, M> game;
    private final PlayoutPolicy<S, M> policy;
    private final int playouts;
    private final long millis;
    private final SplittableRandom random;

    /**
     * Creates a bot whose playouts follow the game's own {@linkplain Game#playoutPolicy() playout
     * policy} and its ply limit; a playout stopped by that limit counts as half a win.
     *
     * @param game the game
     * @param playouts the most playouts per move, at least 1
     * @param millis the most milliseconds per move, or 0 for no time limit
     * @param seed the seed of all random choices
     */
    public MctsBot(Game<S, M> game, int playouts, long millis, long seed) {
        if (playouts < 1 || millis < 0) {
            throw new IllegalArgumentException("playouts must be at least 1 and millis not negative");
        }
        this.game = game;
        this.policy = game.playoutPolicy();
        this.playouts = playouts;
        this.millis = millis;
        this.random = new SplittableRandom(seed);
    }

    /**
     * Chooses a move.
     *
     * @param state a state of an ongoing game
     * @return one of its legal moves
     * @throws IllegalArgumentException when the game is over
     */
    public M choose(S state) {
        List<M> legal = game.legalMoves(state);
        if (legal.isEmpty()) {
            throw new IllegalArgumentException("the game is over: no move to choose");
        }
        if (legal.size() == 1) {
            return legal.get(0);
        }
        Node<S, M> root = new Node<>(null, null, state, game.playerToMove(state).opponent(), legal);
        long deadline = millis == 0 ? Long.MAX_VALUE : System.nanoTime() + millis * 1_000_000;
        for (int i = 0; i < playouts && System.nanoTime() < deadline; i++) {
            iterate(root);
        }
        Node<S, M> best = root.children.get(0);
        for (Node<S, M> child : root.children) {
            if (child.visits > best.visits) {
                best = child;
            }
        }
        return best.requireMove();
    }

    private void iterate(Node<S, M> root) {
        Node<S, M> node = root;
        while (node.untried.isEmpty() && !node.children.isEmpty()) {
            node = node.select();
        }
        if (!node.untried.isEmpty()) {
            M move = node.untried.remove(random.nextInt(node.untried.size()));
            S next = game.apply(node.state, move);
            Node<S, M> child = new Node<>(node, move, next, game.playerToMove(node.state), game.legalMoves(next));
            node.children.add(child);
            node = child;
        }
        Status status = game.status(Playouts.play(game, node.state, random, policy.maxPlies(node.state), policy)
                .finalState());
        for (Node<S, M> n = node; n != null; n = n.parent) {
            n.visits++;
            n.reward += reward(status, n.mover);
        }
    }

    private static double reward(Status status, Player mover) {
        if (status instanceof Outcome.Win win) {
            return win.winner().equals(mover) ? 1.0 : 0.0;
        }
        return 0.5;
    }

    private static final class Node<S, M> {
        final @Nullable Node<S, M> parent;
        final @Nullable M move;
        final S state;
        final Player mover;
        final List<M> untried;
        final List<Node<S, M>> children = new ArrayList<>();
        int visits;
        double reward;

        Node(@Nullable Node<S, M> parent, @Nullable M move, S state, Player mover, List<M> legal) {
            this.parent = parent;
            this.move = move;
            this.state = state;
            this.mover = mover;
            this.untried = new ArrayList<>(legal);
        }

        Node<S, M> select() {
            Node<S, M> best = children.get(0);
            double bestValue = Double.NEGATIVE_INFINITY;
            double logVisits = Math.log(visits);
            for (Node<S, M> child : children) {
                double value = child.reward / child.visits + EXPLORATION * Math.sqrt(logVisits / child.visits);
                if (value > bestValue) {
                    bestValue = value;
                    best = child;
                }
            }
            return best;
        }

        M requireMove() {
            if (move == null) {
                throw new IllegalStateException("the root has no move");
            }
            return move;
        }
    }
}
