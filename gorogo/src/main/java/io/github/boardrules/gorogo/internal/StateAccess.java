package io.github.boardrules.gorogo.internal;

import io.github.boardrules.gorogo.GoRoGoRules;
import io.github.boardrules.gorogo.GoRoGoState;
import java.util.concurrent.atomic.AtomicReference;
import org.jspecify.annotations.Nullable;

/**
 * The bridge from the engine to the fields of the public {@link GoRoGoState}, which holds the packed
 * position itself so that a move allocates one object. {@code GoRoGoState} registers the one
 * implementation when its class is initialised; the engine keeps it in a {@code static final} field,
 * so the calls inline to plain field reads.
 */
public abstract class StateAccess {
    /** Written once, while {@code GoRoGoState} is initialised; a constant from then on. */
    private static final AtomicReference<@Nullable StateAccess> REGISTERED = new AtomicReference<>();

    /** For the one implementation, in {@code GoRoGoState}. */
    protected StateAccess() {}

    /**
     * Registers the implementation; called once, by {@code GoRoGoState}.
     *
     * @param access the implementation
     * @throws IllegalStateException when one is registered already
     */
    public static void register(StateAccess access) {
        if (!REGISTERED.compareAndSet(null, access)) {
            throw new IllegalStateException("the state access is registered already");
        }
    }

    /** The registered implementation, initialising {@code GoRoGoState} first. */
    static StateAccess get() {
        try {
            Class.forName(GoRoGoState.class.getName(), true, GoRoGoState.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
        StateAccess access = REGISTERED.get();
        if (access == null) {
            throw new IllegalStateException("GoRoGoState registered no state access");
        }
        return access;
    }

    /**
     * A new state.
     *
     * @param black the black pieces
     * @param white the white pieces
     * @param henge the Henge on the board
     * @param info the info word ({@link Position})
     * @param legal the legal-move word ({@link Engine#legalWord})
     * @param rules the rules
     * @return the state
     */
    public abstract GoRoGoState create(int black, int white, int henge, int info, int legal, GoRoGoRules rules);

    /**
     * The black pieces of a state.
     *
     * @param state a state
     * @return a mask
     */
    public abstract int black(GoRoGoState state);

    /**
     * The white pieces of a state.
     *
     * @param state a state
     * @return a mask
     */
    public abstract int white(GoRoGoState state);

    /**
     * The Henge on the board of a state.
     *
     * @param state a state
     * @return a mask
     */
    public abstract int henge(GoRoGoState state);

    /**
     * The info word of a state.
     *
     * @param state a state
     * @return the word
     */
    public abstract int info(GoRoGoState state);

    /**
     * The rules of a state.
     *
     * @param state a state
     * @return the rules
     */
    public abstract GoRoGoRules rules(GoRoGoState state);

    /**
     * The legal-move word of a state ({@link Engine#legalWord}).
     *
     * @param state a state
     * @return the word
     */
    public abstract int legal(GoRoGoState state);
}
