package io.github.boardrules.web;

import io.github.boardrules.web.testing.TestPostgres;
import java.nio.file.Path;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The databases the storage tests run on: H2 in memory, H2 in a file (the default of {@code
 * serve}), and PostgreSQL in a schema of its own (skipped when PostgreSQL does not answer).
 */
final class TestDatabases {
    static final String H2_MEMORY = "h2-memory";
    static final String H2_FILE = "h2-file";
    static final String POSTGRESQL = "postgresql";

    private TestDatabases() {}

    /** Every kind, for parameterized tests. */
    static List<String> kinds() {
        return List.of(H2_MEMORY, H2_FILE, POSTGRESQL);
    }

    /**
     * Opens a fresh, empty database of a kind.
     *
     * @param kind one of {@link #kinds()}
     * @param folder a temporary folder for the H2 file
     */
    static Opened open(String kind, Path folder) {
        switch (kind) {
            case H2_MEMORY:
                return new Opened(GameDatabase.inMemory(), null);
            case H2_FILE:
                return new Opened(GameDatabase.file(folder.resolve("games")), null);
            case POSTGRESQL:
                TestPostgres.Schema schema = TestPostgres.freshSchema();
                return new Opened(GameDatabase.open(schema.url(), null, null), schema);
            default:
                throw new IllegalArgumentException(kind);
        }
    }

    /**
     * An open database, and the schema to drop after it.
     *
     * @param database the database
     * @param schema the PostgreSQL schema, or null
     */
    record Opened(GameDatabase database, TestPostgres.@Nullable Schema schema) implements AutoCloseable {
        GameRepository repository() {
            return new GameRepository(database.dataSource());
        }

        @Override
        public void close() {
            database.close();
            if (schema != null) {
                schema.close();
            }
        }
    }
}
