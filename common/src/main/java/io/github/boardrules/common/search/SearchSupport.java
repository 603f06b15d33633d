package io.github.boardrules.common.search;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.IllegalMoveException;

/**
 * A game's encodings for search and learning code, in the style of OpenSpiel's game API: a fixed
 * number of distinct <em>actions</em> and a bijection between moves and actions, legal-action
 * lists and masks, an <em>observation tensor</em> of documented shape from the point of view of the
 * player to move, the board's <em>symmetries</em> with the matching action permutations, and a
 * stable 64-bit <em>hash</em> of positions for transposition tables.
 *
 * <p><b>Layout.</b> An instance is made by {@link Game#searchSupport()} for the rules of that game
 * instance, and its layout — {@link #actionCount()}, {@link #observationShape()},
 * {@link #symmetryCount()} — is fixed for it. Only Bargo's layout depends on the rules (the board
 * base); a method given a state whose rules have another layout throws
 * {@link IllegalArgumentException}, so a generic caller writes
 * {@code game.withRulesOf(state).searchSupport()}. Everything else about a state (komi, options)
 * is read from the state, as everywhere in boardrules.
 *
 * <p><b>Cost.</b> The legal actions and the observation are computed from the engine's packed
 * position without building move objects; the observation overload that writes into a caller's array
 * allocates nothing, for batching. Instances are immutable and thread-safe.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public interface SearchSupport<S, M> {
    /**
     * The number of distinct actions: every move of every state of this layout has an action in
     * {@code [0, actionCount())}.
     *
     * @return the action count
     */
    int actionCount();

    /**
     * The action of a move.
     *
     * @param move a move of this layout (for Bargo: a cell of this board)
     * @return its action, in {@code [0, actionCount())}; distinct legal moves of one state have
     *     distinct actions
     * @throws IllegalArgumentException when the move belongs to another layout
     */
    int actionOf(M move);

    /**
     * The legal move an action stands for in a state.
     *
     * @param state a state of this layout
     * @param action an action
     * @return the move, equal to the one in {@code legalMoves(state)} whose action this is
     * @throws IllegalArgumentException when the action is outside {@code [0, actionCount())} or the
     *     state has another layout
     * @throws IllegalMoveException with the game's reason when the action is not legal in the state
     */
    M moveOf(S state, int action);

    /**
     * The actions of the legal moves, sorted ascending; empty once the game is over.
     *
     * @param state a state of this layout
     * @return a new array
     * @throws IllegalArgumentException when the state has another layout
     */
    int[] legalActions(S state);

    /**
     * The legal actions as a bit mask: action {@code a} is legal when bit {@code a & 63} of word
     * {@code a >>> 6} is set. {@code java.util.BitSet.valueOf(mask)} turns it into a {@code BitSet}.
     *
     * @param state a state of this layout
     * @return a new array of {@code (actionCount() + 63) / 64} words
     * @throws IllegalArgumentException when the state has another layout
     */
    default long[] legalActionMask(S state) {
        long[] mask = new long[(actionCount() + 63) >>> 6];
        for (int action : legalActions(state)) {
            mask[action >>> 6] |= 1L << action;
        }
        return mask;
    }

    /**
     * The legal actions as a bit mask written into a caller's array, laid out as
     * {@link #legalActionMask(Object)}: for loops that play many states and want no array per ply.
     * Only the {@code (actionCount() + 63) / 64} words from {@code offset} are written.
     *
     * @param state a state of this layout
     * @param out the array to write into
     * @param offset the index of the first word to write
     * @return the number of legal actions
     * @throws IllegalArgumentException when the words do not fit in {@code out} from {@code offset},
     *     or the state has another layout
     */
    default int legalActionMask(S state, long[] out, int offset) {
        int words = (actionCount() + 63) >>> 6;
        if (offset < 0 || offset > out.length - words) {
            throw new IllegalArgumentException(
                    words + " words from offset " + offset + " do not fit in an array of " + out.length);
        }
        long[] mask = legalActionMask(state);
        int count = 0;
        for (int i = 0; i < words; i++) {
            out[offset + i] = mask[i];
            count += Long.bitCount(mask[i]);
        }
        return count;
    }

    /**
     * The legal actions as one word, for layouts of at most 64 actions (GoRoGo's 50, Bao Kigogo's
     * 24): action {@code a} is legal when bit {@code a} is set.
     *
     * @param state a state of this layout
     * @return the mask
     * @throws IllegalStateException when {@link #actionCount()} is more than 64 (Bargo)
     * @throws IllegalArgumentException when the state has another layout
     */
    default long legalActionWord(S state) {
        if (actionCount() > 64) {
            throw new IllegalStateException(
                    actionCount() + " actions do not fit in one word; use legalActionMask(state, out, offset)");
        }
        return legalActionMask(state)[0];
    }

    /**
     * Whether an action is legal in a state: the same answer as the mask, usually without computing
     * the whole mask (Bargo checks the one placement).
     *
     * @param state a state of this layout
     * @param action an action
     * @return whether {@link #applyAction} accepts it
     * @throws IllegalArgumentException when the action is outside {@code [0, actionCount())} or the
     *     state has another layout
     */
    default boolean isLegalAction(S state, int action) {
        if (action < 0 || action >= actionCount()) {
            throw new IllegalArgumentException("action " + action + " is outside [0, " + actionCount() + ")");
        }
        return (legalActionMask(state)[action >>> 6] & 1L << action) != 0;
    }

    /**
     * The number of <em>candidate actions</em> of a state: a superset of its legal actions that the
     * game can enumerate without judging them, for choosing a uniformly random legal action by
     * rejection. Draw {@code k} uniformly from {@code [0, candidateActionCount(state))}, keep
     * {@link #candidateAction candidateAction(state, k)} if {@link #isLegalAction} accepts it and
     * draw again otherwise: every legal action has the same chance in every draw, so a kept action is
     * uniform over the legal ones. In GoRoGo and Bao Kigogo the candidates are exactly the legal
     * actions; in Bargo they are the six walls of every empty cell, then the button while it is
     * untaken or else the pass, whose legality {@code isLegalAction} then judges placement by
     * placement.
     *
     * @param state a state of this layout
     * @return the number of candidates; 0 exactly when no action is legal (the game is over)
     * @throws IllegalArgumentException when the state has another layout
     */
    default int candidateActionCount(S state) {
        if (actionCount() <= 64) {
            return Long.bitCount(legalActionWord(state));
        }
        int count = 0;
        for (long word : legalActionMask(state)) {
            count += Long.bitCount(word);
        }
        return count;
    }

    /**
     * A candidate action of a state by its rank: the candidates (see {@link #candidateActionCount})
     * in ascending order of action, so that an action the state leaves out of the candidates is never
     * legal in it.
     *
     * @param state a state of this layout
     * @param index the rank, from 0
     * @return the {@code index}-th candidate action, legal or not
     * @throws IllegalArgumentException when {@code index} is outside {@code [0,
     *     candidateActionCount(state))} or the state has another layout
     */
    default int candidateAction(S state, int index) {
        if (index >= 0 && actionCount() <= 64) {
            long word = legalActionWord(state);
            if (index < Long.bitCount(word)) {
                return ActionWords.select(word, index);
            }
        } else if (index >= 0) {
            int left = index;
            long[] mask = legalActionMask(state);
            for (int w = 0; w < mask.length; w++) {
                int count = Long.bitCount(mask[w]);
                if (left < count) {
                    return (w << 6) + ActionWords.select(mask[w], left);
                }
                left -= count;
            }
        }
        throw new IllegalArgumentException(
                "no candidate action " + index + ": the state has " + candidateActionCount(state) + " candidates");
    }

    /** {@link #moverResult}: the game is over and the player to move has won. */
    int WIN = 1;

    /** {@link #moverResult}: the game is over and the player to move has lost. */
    int LOSS = -1;

    /** {@link #moverResult}: the game is over, drawn. */
    int DRAW = 0;

    /** {@link #moverResult}: the game goes on. */
    int ONGOING = 2;

    /**
     * The game's result for the player to move ({@link Game#playerToMove}, which every state has,
     * finished ones included), as a number and without allocating, for the leaves of a search:
     * {@link #WIN}, {@link #LOSS} or {@link #DRAW} when {@link Game#status} is an outcome (the same
     * outcome, seen by that player), {@link #ONGOING} while the game goes on.
     *
     * @param state a state of this layout
     * @return the result for the player to move
     * @throws IllegalArgumentException when the state has another layout
     */
    int moverResult(S state);

    /**
     * The state after an action: equal to {@code game.apply(state, moveOf(state, action))}, with no
     * move object or list created on the way (the games hand their shared move instances to the
     * engine), so that the successor is the only allocation.
     *
     * @param state a state of this layout
     * @param action an action
     * @return the next state
     * @throws IllegalArgumentException when the action is outside {@code [0, actionCount())} or the
     *     state has another layout
     * @throws IllegalMoveException with the game's reason when the action is not legal in the state,
     *     as {@link Game#apply} refuses the move
     */
    S applyAction(S state, int action);

    /**
     * The shape of the observation tensor, {@code [planes, height, width]}; the observation is laid
     * out plane by plane, each plane row by row.
     *
     * @return a new array of three dimensions
     */
    int[] observationShape();

    /**
     * The number of floats in one observation: the product of the {@linkplain #observationShape()
     * shape}.
     *
     * @return the size
     */
    default int observationSize() {
        int[] shape = observationShape();
        return shape[0] * shape[1] * shape[2];
    }

    /**
     * The observation tensor of a state from the point of view of the player to move, so that one
     * network serves both sides. Each game documents its planes.
     *
     * @param state a state of this layout
     * @return a new array of {@link #observationSize()} floats
     * @throws IllegalArgumentException when the state has another layout
     */
    default float[] observation(S state) {
        float[] out = new float[observationSize()];
        observation(state, out, 0);
        return out;
    }

    /**
     * Writes the observation tensor of a state into a caller's array, for batches: the
     * {@link #observationSize()} floats from {@code offset} on are overwritten, nothing else.
     *
     * @param state a state of this layout
     * @param out the array to write into
     * @param offset where the observation starts
     * @throws IllegalArgumentException when the floats do not fit or the state has another layout
     */
    void observation(S state, float[] out, int offset);

    /**
     * The number of symmetries of the game: transformations of the board that map every state to an
     * equivalent one (the same legal moves, transformed, and the same outcome). Symmetry 0 is the
     * identity.
     *
     * @return at least 1
     */
    int symmetryCount();

    /**
     * The image of a state under a symmetry, history included where the state carries one.
     *
     * @param state a state of this layout
     * @param symmetry a symmetry in {@code [0, symmetryCount())}
     * @return the transformed state; {@code state} itself for symmetry 0
     * @throws IllegalArgumentException when the symmetry is out of range or the state has another
     *     layout
     */
    S transform(S state, int symmetry);

    /**
     * The image of an action under a symmetry: a permutation of {@code [0, actionCount())} such that
     * {@code transformAction(actionOf(m), k)} is the action of the transformed move {@code m} in the
     * {@linkplain #transform transformed} state. For data augmentation, a policy target {@code p}
     * becomes {@code p'[transformAction(a, k)] = p[a]}.
     *
     * @param action an action in {@code [0, actionCount())}
     * @param symmetry a symmetry in {@code [0, symmetryCount())}
     * @return the transformed action
     * @throws IllegalArgumentException when the action or the symmetry is out of range
     */
    int transformAction(int action, int symmetry);

    /**
     * The symmetry that undoes another: {@code transform(transform(s, k), inverseSymmetry(k))}
     * equals {@code s}.
     *
     * @param symmetry a symmetry in {@code [0, symmetryCount())}
     * @return its inverse
     * @throws IllegalArgumentException when the symmetry is out of range
     */
    int inverseSymmetry(int symmetry);

    /**
     * A stable 64-bit hash of a state's position, for transposition tables and data sets: equal for
     * states whose positions are equal as the game documents it (history left out), computed from
     * fixed keys that are the same in every version and on every machine. Different positions
     * collide only by chance (about one pair in 2<sup>64</sup>).
     *
     * @param state a state of this layout
     * @return the hash
     * @throws IllegalArgumentException when the state has another layout
     */
    long hash(S state);
}
