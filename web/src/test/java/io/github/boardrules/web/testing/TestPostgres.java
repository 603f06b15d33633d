package io.github.boardrules.web.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The PostgreSQL database of the storage tests, at {@value #DEFAULT_URL} unless the system property
 * {@value #PROPERTY} or the environment variable {@value #ENV} gives another URL ({@code
 * .ci/postgresql} starts it and creates the role and database). A test that needs it calls {@link
 * #freshSchema()}, which skips the test with a message when no PostgreSQL answers there.
 */
public final class TestPostgres {
    /** The system property naming the database's URL, user and password included. */
    public static final String PROPERTY = "boardrules.test.postgresql";
    /** The environment variable naming it, when the property is not set. */
    public static final String ENV = "BOARDRULES_TEST_POSTGRESQL";
    /** The database {@code .ci/postgresql} creates. */
    public static final String DEFAULT_URL =
            "jdbc:postgresql://localhost:5432/boardrules_test?user=boardrules&password=boardrules";

    private TestPostgres() {}

    /**
     * The URL of the tests' database.
     *
     * @return the property's, the variable's or the default URL
     */
    public static String url() {
        String property = System.getProperty(PROPERTY);
        if (property != null && !property.isBlank()) {
            return property;
        }
        String variable = System.getenv(ENV);
        return variable == null || variable.isBlank() ? DEFAULT_URL : variable;
    }

    /**
     * A schema of its own in the tests' database, so that tests see only their own games and leave
     * nothing behind; skips the calling test when PostgreSQL does not answer.
     *
     * @return the schema, dropped with everything in it when closed
     */
    public static Schema freshSchema() {
        String name = "test_" + Long.toString(ThreadLocalRandom.current().nextLong() & Long.MAX_VALUE, 36);
        try (Connection connection = connect();
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE SCHEMA " + name);
        } catch (SQLException e) {
            assumeTrue(
                    false,
                    "PostgreSQL does not answer at " + url() + " (" + e.getMessage()
                            + "): skipped; run .ci/postgresql, or set " + PROPERTY + " or " + ENV);
        }
        String base = url();
        return new Schema(name, base + (base.contains("?") ? "&" : "?") + "currentSchema=" + name);
    }

    private static Connection connect() throws SQLException {
        DriverManager.setLoginTimeout(5);
        return DriverManager.getConnection(url());
    }

    /**
     * A schema in the tests' database.
     *
     * @param name its name
     * @param url the database's URL with the schema as the connections' current one
     */
    public record Schema(String name, String url) implements AutoCloseable {
        /** Drops the schema and everything in it. */
        @Override
        public void close() {
            try (Connection connection = connect();
                    Statement statement = connection.createStatement()) {
                statement.execute("DROP SCHEMA " + name.toLowerCase(Locale.ROOT) + " CASCADE");
            } catch (SQLException e) {
                throw new IllegalStateException("cannot drop the test schema " + name, e);
            }
        }
    }
}
