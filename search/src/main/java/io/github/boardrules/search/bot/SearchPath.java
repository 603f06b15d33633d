package io.github.boardrules.search.bot;

import io.github.boardrules.common.Player;
import io.github.boardrules.common.search.SearchSupport;
import java.util.Arrays;

/**
 * The scratch memory of one {@link TranspositionBot} iteration, reused by every iteration: the tree
 * nodes passed with the edge followed and the symmetry of their canonical frame, and every action
 * of the simulation (tree and playout) with its mover, for the AMAF update.
 */
final class SearchPath {
    private SearchNode[] nodes = new SearchNode[64];
    private int[] edges = new int[64];
    private int[] symmetries = new int[64];
    private int[] actions = new int[256];
    private Player[] movers = new Player[256];
    /** Per action, the last node update that counted it, so each counts once (its first play). */
    private final int[] counted;

    private int stamp;

    SearchPath(int actionCount) {
        counted = new int[actionCount];
    }

    void push(int depth, SearchNode node, int edge, int symmetry) {
        if (depth == nodes.length) {
            nodes = Arrays.copyOf(nodes, depth * 2);
            edges = Arrays.copyOf(edges, depth * 2);
            symmetries = Arrays.copyOf(symmetries, depth * 2);
        }
        nodes[depth] = node;
        edges[depth] = edge;
        symmetries[depth] = symmetry;
    }

    void played(int ply, int action, Player mover) {
        if (ply == actions.length) {
            actions = Arrays.copyOf(actions, ply * 2);
            movers = Arrays.copyOf(movers, ply * 2);
        }
        actions[ply] = action;
        movers[ply] = mover;
    }

    SearchNode node(int depth) {
        return nodes[depth];
    }

    int edge(int depth) {
        return edges[depth];
    }

    /**
     * Credits the node at a depth with the reward for every action its mover played from that
     * ply on (each action once, at its first play), in the node's canonical frame. The tree's ply
     * of the node at depth {@code d} is {@code d}: each tree step plays one action.
     */
    <S, M> void recordAmaf(int depth, int plies, double reward, SearchSupport<S, M> search) {
        SearchNode node = nodes[depth];
        int symmetry = symmetries[depth];
        stamp++;
        for (int ply = depth; ply < plies; ply++) {
            int action = actions[ply];
            if (!movers[ply].equals(node.mover) || counted[action] == stamp) {
                continue;
            }
            counted[action] = stamp;
            int edge = node.edgeOf(symmetry == 0 ? action : search.transformAction(action, symmetry));
            if (edge >= 0) {
                node.recordAmaf(edge, reward);
            }
        }
    }
}
