package io.github.boardrules.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import org.jspecify.annotations.Nullable;

/**
 * A request's body: a JSON object (an empty body is an empty object) of at most {@link
 * WebServer#MAX_BODY_BYTES} bytes, and its fields read with their types checked. Anything else is
 * refused with an {@link ApiError}: 400 {@code bad-request}, or 413 {@code body-too-large}.
 */
final class JsonBody {
    private static final int CONTENT_TOO_LARGE = 413;

    private final JsonNode node;

    private JsonBody(JsonNode node) {
        this.node = node;
    }

    /** Reads the body of a request. */
    static JsonBody of(Context ctx, ObjectMapper mapper) {
        if (ctx.contentLength() > WebServer.MAX_BODY_BYTES) {
            throw tooLarge();
        }
        String text;
        try {
            text = ctx.body();
        } catch (HttpResponseException e) {
            // Javalin's own limit (set to the same size) stops a body sent without a length.
            if (e.getStatus() == CONTENT_TOO_LARGE) {
                throw tooLarge();
            }
            throw e;
        }
        if (text.isBlank()) {
            return new JsonBody(mapper.createObjectNode());
        }
        JsonNode node;
        try {
            node = mapper.readTree(text);
        } catch (JsonProcessingException e) {
            throw ApiError.badRequest("bad-request", "the body is not JSON: " + e.getOriginalMessage());
        }
        if (node == null || !node.isObject()) {
            throw ApiError.badRequest("bad-request", "the body must be a JSON object");
        }
        return new JsonBody(node);
    }

    private static ApiError tooLarge() {
        return new ApiError(
                ApiError.CONTENT_TOO_LARGE,
                "body-too-large",
                "the request body is over " + WebServer.MAX_BODY_BYTES + " bytes",
                null,
                null);
    }

    /** A string field, or null when it is absent or null. */
    @Nullable
    String text(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isTextual()) {
            throw new ApiError(ApiError.BAD_REQUEST, "bad-request", "'" + name + "' must be a string", name, null);
        }
        return value.asText();
    }

    /** A string field that must be there. */
    String required(String name) {
        String value = text(name);
        if (value == null) {
            throw new ApiError(ApiError.BAD_REQUEST, "bad-request", "'" + name + "' is missing", name, null);
        }
        return value;
    }

    /** An integer field (a {@code long}), or null when it is absent. */
    @Nullable
    Long integer(String name) {
        JsonNode value = node.get(name);
        if (value == null) {
            return null;
        }
        if (!value.isIntegralNumber() || !value.canConvertToLong()) {
            throw new ApiError(ApiError.BAD_REQUEST, "bad-request", "'" + name + "' must be an integer", name, null);
        }
        return value.asLong();
    }

    /** The ply and version the client says it saw the game at, each optional. */
    Expected expected() {
        return new Expected(ply(), version());
    }

    /**
     * The optional {@code version} the client saw the game at (the state's {@code version}): a
     * whole number from 0, or null.
     */
    @Nullable
    Long version() {
        JsonNode value = node.get("version");
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isIntegralNumber() || !value.canConvertToLong() || value.asLong() < 0) {
            throw new ApiError(
                    ApiError.BAD_REQUEST, "bad-request", "'version' must be a whole number from 0", "version", null);
        }
        return value.asLong();
    }

    /** The optional {@code ply} the client saw the game at: a whole number from 0, or null. */
    @Nullable
    Integer ply() {
        JsonNode value = node.get("ply");
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isIntegralNumber() || !value.canConvertToInt() || value.asInt() < 0) {
            throw new ApiError(ApiError.BAD_REQUEST, "bad-request", "'ply' must be a whole number from 0", "ply", null);
        }
        return value.asInt();
    }
}
