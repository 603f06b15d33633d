package io.github.boardrules.web;

import java.util.LinkedHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The games this server has replayed, by id, at most a fixed number (the least recently used go
 * first): a cached game saves the replay, never a check — the store compares its version with the
 * database's on every request. Each id has one {@link Slot}, whose lock serves the requests on
 * that game one after the other.
 */
final class GameCache {
    private final Map<String, Slot> slots;

    /**
     * A cache.
     *
     * @param capacity the most games kept
     */
    GameCache(int capacity) {
        this.slots = new LinkedHashMap<>(16, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Slot> eldest) {
                return size() > capacity;
            }
        };
    }

    /**
     * A game's place in the cache: what the server knows of it, guarded by the slot's own lock.
     * Either a replayed session, or why its row did not replay (kept with the version it was read
     * at, so that the row is not replayed and logged again until it changes), or
     * nothing yet.
     */
    static final class Slot {
        @Nullable
        GameSession<?, ?> session;

        @Nullable
        String unreplayable;

        long unreplayableVersion;
    }

    /** The slot of a game id, made empty when the cache has none. */
    synchronized Slot slot(String id) {
        return slots.computeIfAbsent(id, key -> new Slot());
    }

    /** Forgets a game (deleted, or found missing in the database). */
    synchronized void remove(String id) {
        slots.remove(id);
    }
}
