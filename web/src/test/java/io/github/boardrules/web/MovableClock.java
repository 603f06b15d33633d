package io.github.boardrules.web;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock the test moves by hand, so that games become idle without waiting. */
final class MovableClock extends Clock {
    private volatile Instant now;

    MovableClock(Instant start) {
        this.now = start;
    }

    /** Moves the clock forward. */
    void advance(Duration by) {
        now = now.plus(by);
    }

    @Override
    public Instant instant() {
        return now;
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        throw new UnsupportedOperationException("the store reads instants only");
    }
}
