package io.github.boardrules.web;

import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.NotationException;
import org.jspecify.annotations.Nullable;

/**
 * A refused request: the HTTP status and the JSON body {@code {error, message, field?, offset?}}
 * the client gets. Thrown before anything is changed, so a refused request leaves every game as it
 * was.
 */
public final class ApiError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Status for input that cannot be read. */
    static final int BAD_REQUEST = 400;
    /** Status for a game id that names no game. */
    static final int NOT_FOUND = 404;
    /** Status for a well-formed request the game's current state refuses (illegal move, game over). */
    static final int CONFLICT = 409;

    private final int status;
    private final String code;
    private final @Nullable String field;
    private final @Nullable Integer offset;

    ApiError(int status, String code, String message, @Nullable String field, @Nullable Integer offset) {
        super(message);
        this.status = status;
        this.code = code;
        this.field = field;
        this.offset = offset;
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
     * The HTTP status.
     *
     * @return 400, 404 or 409
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
        return new Body(code, String.valueOf(getMessage()), field, offset);
    }

    /**
     * The JSON body of a refused request.
     *
     * @param error a stable kebab-case code: a move's typed reason ({@code occupied}), {@code bad-move},
     *     {@code bad-rules}, {@code bad-position}, {@code unknown-game}, {@code no-such-game}, …
     * @param message a sentence for people
     * @param field for notation errors, the field of the notation the library names
     * @param offset for notation errors, the offset in the text
     */
    public record Body(
            String error,
            String message,
            @Nullable String field,
            @Nullable Integer offset) {}
}
