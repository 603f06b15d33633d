package io.github.boardrules.web;

import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.NotationException;
import org.jspecify.annotations.Nullable;

/**
 * A refused request: the HTTP status and the JSON body {@code {error, message, field?, offset?,
 * state?}} the client gets. Thrown before anything is changed, so a refused request leaves every
 * game as it was.
 */
public final class ApiError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Status for input that cannot be read. */
    static final int BAD_REQUEST = 400;
    /** Status for a game id that names no game. */
    static final int NOT_FOUND = 404;
    /** Status for a well-formed request the game's current state refuses (illegal move, game over). */
    static final int CONFLICT = 409;
    /** Status for a request body over the server's limit. */
    static final int CONTENT_TOO_LARGE = 413;
    /** Status for a request the games' database could not serve. */
    static final int SERVICE_UNAVAILABLE = 503;

    private final int status;
    private final String code;
    private final @Nullable String field;
    private final @Nullable Integer offset;
    /** Not serialized: the error is answered, never written out. */
    private final transient @Nullable StateView state;

    ApiError(int status, String code, String message, @Nullable String field, @Nullable Integer offset) {
        this(status, code, message, field, offset, null);
    }

    private ApiError(
            int status,
            String code,
            String message,
            @Nullable String field,
            @Nullable Integer offset,
            @Nullable StateView state) {
        super(message);
        this.status = status;
        this.code = code;
        this.field = field;
        this.offset = offset;
        this.state = state;
    }

    static ApiError badRequest(String code, String message) {
        return new ApiError(BAD_REQUEST, code, message, null, null);
    }

    static ApiError conflict(String code, String message) {
        return new ApiError(CONFLICT, code, message, null, null);
    }

    /**
     * Unreadable notation (rules, position or move): the field and offset the library names.
     *
     * @param what which part of the request held the text ({@code rules}, {@code position}, {@code move})
     * @param e the library's error
     * @return the error
     */
    static ApiError notation(String what, NotationException e) {
        return new ApiError(BAD_REQUEST, "bad-" + what, e.getMessage(), e.field(), e.offset());
    }

    /**
     * A move the rules refuse: the typed reason's code, e.g. {@code occupied} or {@code game-over}.
     *
     * @param e the library's error
     * @return the error
     */
    static ApiError illegal(IllegalMoveException e) {
        return new ApiError(CONFLICT, e.reason().code(), e.getMessage(), null, null);
    }

    /**
     * The game is no longer where the client saw it: the ply it sent is not the current one, or
     * another server changed the game first. The body carries the current state.
     *
     * @param current the game's current state
     * @param message what happened, for people
     * @return the error
     */
    static ApiError stale(StateView current, String message) {
        return stale(current, message, "ply");
    }

    /**
     * As {@link #stale(StateView, String)}, naming the body field whose value was out of date.
     *
     * @param current the game's current state
     * @param message what happened, for people
     * @param field {@code ply} or {@code version}
     * @return the error
     */
    static ApiError stale(StateView current, String message, String field) {
        return new ApiError(CONFLICT, "stale-ply", message, field, null, current);
    }

    /**
     * The stored game does not replay through the library, so it cannot be played or shown.
     *
     * @param id the game's id
     * @param cause why, for people
     * @return the error
     */
    static ApiError unreplayable(String id, String cause) {
        return conflict("unreplayable-game", "game '" + id + "' is stored but does not replay: " + cause);
    }

    /**
     * The HTTP status.
     *
     * @return 400, 404, 409, 413 or 503
     */
    public int status() {
        return status;
    }

    /**
     * The JSON body.
     *
     * @return the body
     */
    public Body body() {
        return new Body(code, String.valueOf(getMessage()), field, offset, state);
    }

    /**
     * The JSON body of a refused request.
     *
     * @param error a stable kebab-case code: a move's typed reason ({@code occupied}), {@code bad-move},
     *     {@code bad-rules}, {@code bad-position}, {@code unknown-game}, {@code no-such-game}, …
     * @param message a sentence for people
     * @param field for notation errors, the field of the notation the library names ({@code ply}
     *     for {@code stale-ply})
     * @param offset for notation errors, the offset in the text
     * @param state for {@code stale-ply}, the game's current state
     */
    public record Body(
            String error,
            String message,
            @Nullable String field,
            @Nullable Integer offset,
            @Nullable StateView state) {
        /**
         * A body without a state.
         *
         * @param error the code
         * @param message a sentence for people
         */
        public Body(String error, String message) {
            this(error, message, null, null, null);
        }
    }
}
