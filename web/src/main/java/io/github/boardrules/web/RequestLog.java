package io.github.boardrules.web;

import io.javalin.http.Context;
import io.javalin.http.RequestLogger;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One line per request at INFO on the logger {@value #NAME}: method, path, status and
 * milliseconds, e.g. {@code POST /api/games/k3x9/moves 200 4 ms}. A logger of its own, so a
 * platform can turn the request lines on or off without touching the server's other messages.
 */
final class RequestLog implements RequestLogger {
    /** The logger's name. */
    static final String NAME = "io.github.boardrules.web.requests";

    private static final Logger LOG = LoggerFactory.getLogger(NAME);

    @Override
    public void handle(Context ctx, Float executionTimeMs) {
        if (LOG.isInfoEnabled()) {
            LOG.info(String.format(
                    Locale.ROOT,
                    "%s %s %d %.0f ms",
                    ctx.method(),
                    ctx.path(),
                    ctx.status().getCode(),
                    executionTimeMs));
        }
    }
}
