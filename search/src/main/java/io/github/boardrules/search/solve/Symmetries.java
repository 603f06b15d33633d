package io.github.boardrules.search.solve;

import io.github.boardrules.gorogo.GoRoGoSearchSupport;
import io.github.boardrules.gorogo.GoRoGoState;

/** The 8 symmetries of the board, by the game's search support. */
record Symmetries(GoRoGoSearchSupport support) {
    /** The least of the stable hashes of a position's mirror images. */
    long key(GoRoGoState state) {
        long key = support.hash(state);
        for (int s = 1; s < support.symmetryCount(); s++) {
            key = Math.min(key, support.hash(support.transform(state, s)));
        }
        return key;
    }

    /** The mirror image with the least hash: the same for all images of a position. */
    GoRoGoState canonical(GoRoGoState state) {
        GoRoGoState best = state;
        long bestHash = support.hash(state);
        for (int s = 1; s < support.symmetryCount(); s++) {
            GoRoGoState image = support.transform(state, s);
            long hash = support.hash(image);
            if (hash < bestHash) {
                best = image;
                bestHash = hash;
            }
        }
        return best;
    }

    /** The symmetry that maps {@code from} onto {@code to}, or -1 when none does. */
    int mapping(GoRoGoState from, GoRoGoState to) {
        for (int s = 0; s < support.symmetryCount(); s++) {
            if (support.transform(from, s).equals(to)) {
                return s;
            }
        }
        return -1;
    }
}
