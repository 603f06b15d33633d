package io.github.boardrules.gorogo;

import io.github.boardrules.common.search.SearchSupport;

/**
 * GoRoGo's {@link SearchSupport}, with one question of the game's own that searches ask at every
 * position: how many pieces an action captures, answered without making the state it leads to.
 * Captures decide GoRoGo, so capture-first move ordering and playout policies, and a solver's
 * judgement of the last placement (the game ends with it, and only its captures can still change
 * the result), need exactly this count for every legal action.
 *
 * <p>{@link GoRoGo#searchSupport()} returns it; no other implementation exists.
 */
public sealed interface GoRoGoSearchSupport extends SearchSupport<GoRoGoState, GoRoGoMove> permits GoRoGoSearch {
    /**
     * The opponent pieces a legal action removes: {@code applyAction(state, action).captures(mover)
     * - state.captures(mover)}, worked out on the state's board without making the new state. A
     * Henge placement captures too (every Henge takes the mover's colour), and the capture may be
     * anywhere on the board, not only next to the new piece; the setup move captures nothing.
     *
     * @param state the state
     * @param action an action in {@code [0, actionCount())}
     * @return 0..10
     * @throws IllegalArgumentException if the action is out of range
     * @throws io.github.boardrules.common.IllegalMoveException with the reason {@link #applyAction}
     *     gives, if the action is not legal in the state
     */
    int captureCount(GoRoGoState state, int action);

    /**
     * The captures of a placement on every point at once, into a caller's array and without
     * allocating: {@code out[offset + i]} is the number of opponent pieces a placement of the mover
     * on the point of {@link Point#index()} {@code i} removes — equal to {@link #captureCount} of
     * each legal action on that point (a coloured piece and a Henge capture alike). An occupied
     * point gets 0, and so does every point in the setup phase and once no placement is legal; an
     * empty point where no placement is legal gets what a placement there would capture. One pass
     * over the opponent's groups, cheaper than asking {@link #captureCount} of every action.
     *
     * @param state the state
     * @param out the array to write 25 counts into
     * @param offset where the count of point 0 ({@code a1}) goes
     * @throws IllegalArgumentException if the 25 counts do not fit in {@code out} from {@code offset}
     */
    void captureCounts(GoRoGoState state, int[] out, int offset);
}
