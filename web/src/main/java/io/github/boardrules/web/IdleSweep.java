package io.github.boardrules.web;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Deletes idle games: once when the server starts, then every hour, on a daemon thread of its own.
 * A failed sweep is logged and the next one runs as planned.
 */
final class IdleSweep {
    private static final Logger LOG = LoggerFactory.getLogger(IdleSweep.class);
    /** Idle time is counted in days: an hour between sweeps keeps a game at most an hour too long. */
    private static final long PERIOD_MINUTES = 60;

    private final GameStore store;
    private @Nullable ScheduledExecutorService timer;

    IdleSweep(GameStore store) {
        this.store = store;
    }

    /** Sweeps now, on the caller's thread, and starts the hourly sweeps. */
    synchronized void start() {
        store.deleteIdleGames();
        ScheduledExecutorService started = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "boardrules-idle-sweep");
            thread.setDaemon(true);
            return thread;
        });
        // Never completes while the timer runs; sweep() catches its failures, so nothing is lost by
        // not reading the future.
        var unused = started.scheduleAtFixedRate(this::sweep, PERIOD_MINUTES, PERIOD_MINUTES, TimeUnit.MINUTES);
        timer = started;
    }

    /** Stops the hourly sweeps. */
    synchronized void stop() {
        ScheduledExecutorService running = timer;
        if (running != null) {
            running.shutdownNow();
            timer = null;
        }
    }

    private void sweep() {
        try {
            store.deleteIdleGames();
        } catch (StorageException e) {
            // A scheduled task that throws is never run again: log, and try at the next hour.
            LOG.error("the idle-game sweep failed", e);
        }
    }
}
