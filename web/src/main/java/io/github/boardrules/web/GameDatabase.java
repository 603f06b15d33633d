package io.github.boardrules.web;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.jspecify.annotations.Nullable;

/**
 * Where the server keeps its games: an H2 database in a file (the default, nothing to install), a
 * PostgreSQL database shared by several servers, or a private in-memory database that lives as
 * long as the server. Opening one starts a connection pool and brings the schema up to date
 * (Flyway migrations under {@code io/github/boardrules/web/db}); {@link #close()} releases both.
 */
public final class GameDatabase implements AutoCloseable {
    /**
     * Added to every H2 file URL that does not set it: H2 writes each commit to its file before the
     * commit returns, so a server killed at any moment keeps every move it acknowledged. H2's
     * default (500 ms) lets the last half second of commits wait in memory.
     */
    static final String H2_DURABLE = ";WRITE_DELAY=0";

    private static final String H2 = "jdbc:h2:";
    private static final String POSTGRESQL = "jdbc:postgresql:";
    private static final AtomicLong IN_MEMORY = new AtomicLong();
    /** H2's error code for a statement on a database that has shut down: what SHUTDOWN leads to. */
    private static final int H2_DATABASE_CLOSED = 90121;

    private final HikariDataSource pool;
    private final String location;
    private final boolean inMemory;

    private GameDatabase(HikariDataSource pool, String location, boolean inMemory) {
        this.pool = pool;
        this.location = location;
        this.inMemory = inMemory;
    }

    /**
     * The default file of {@code boardrules serve}: {@code ~/.boardrules/games}, which H2 stores as
     * {@code ~/.boardrules/games.mv.db}.
     *
     * @return the path H2 adds {@code .mv.db} to
     */
    public static Path defaultFile() {
        return Path.of(System.getProperty("user.home"), ".boardrules", "games");
    }

    /**
     * Opens (creating it when missing, with its folder) the H2 database in a file.
     *
     * @param file the path without H2's {@code .mv.db} suffix
     * @return the open database
     * @throws StorageException when it cannot be opened, e.g. because another server holds it
     */
    public static GameDatabase file(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        return open(H2 + "file:" + absolute + H2_DURABLE, null, null, absolute + ".mv.db", false);
    }

    /**
     * Opens a database by its JDBC URL: {@code jdbc:h2:…} or {@code jdbc:postgresql://host/db}.
     *
     * @param url the JDBC URL; an H2 file URL without a {@code WRITE_DELAY} setting gets {@code
     *     WRITE_DELAY=0} (see the class description)
     * @param user the user, or null for none or the one in the URL
     * @param password the password, or null for none or the one in the URL
     * @return the open database
     * @throws StorageException for another kind of URL, or when the database cannot be reached or
     *     migrated
     */
    public static GameDatabase open(String url, @Nullable String user, @Nullable String password) {
        String lower = url.toLowerCase(Locale.ROOT);
        if (lower.startsWith(H2)) {
            boolean memory = lower.startsWith(H2 + "mem:");
            String durable = memory || lower.contains("write_delay") ? url : url + H2_DURABLE;
            return open(durable, user, password, hidePassword(url), memory);
        }
        if (lower.startsWith(POSTGRESQL)) {
            return open(url, user, password, hidePassword(url), false);
        }
        throw new StorageException("cannot store games in '" + hidePassword(url)
                + "': give an H2 URL (jdbc:h2:…) or a PostgreSQL URL (jdbc:postgresql://host/database)");
    }

    /**
     * A private in-memory database, gone when closed: for tests and for servers whose games need
     * not outlive them.
     *
     * @return the open database
     */
    public static GameDatabase inMemory() {
        String name = "boardrules-" + IN_MEMORY.incrementAndGet();
        return open(H2 + "mem:" + name + ";DB_CLOSE_DELAY=-1", null, null, "memory (" + name + ")", true);
    }

    private static GameDatabase open(
            String url, @Nullable String user, @Nullable String password, String location, boolean inMemory) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url);
        config.setUsername(user);
        config.setPassword(password);
        config.setPoolName("boardrules-games");
        config.setMaximumPoolSize(8);
        // A database that stops answering fails requests after 5 s (503) rather than holding them.
        config.setConnectionTimeout(5_000);
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(config);
        } catch (RuntimeException e) {
            throw new StorageException("cannot open the games' database " + location, e);
        }
        try {
            migrate(pool);
        } catch (RuntimeException e) {
            pool.close();
            throw new StorageException("cannot bring the games' database " + location + " up to date", e);
        }
        return new GameDatabase(pool, location, inMemory);
    }

    private static void migrate(DataSource dataSource) {
        Flyway.configure()
                .dataSource(dataSource)
                .locations("classpath:io/github/boardrules/web/db")
                // A database that already holds other tables (a shared PostgreSQL database) gets the
                // history table at version 0, below the first migration, which then runs.
                .baselineOnMigrate(true)
                .baselineVersion("0")
                .load()
                .migrate();
    }

    /**
     * Where the games are, for people: the H2 file, or the URL without its password.
     *
     * @return the location
     */
    public String location() {
        return location;
    }

    /** The pool the repository takes its connections from. */
    DataSource dataSource() {
        return pool;
    }

    /**
     * Closes the pool; an in-memory database is dropped, a file or server database keeps every
     * committed change.
     *
     * @throws StorageException when the in-memory database cannot be shut down
     */
    @Override
    public void close() {
        if (pool.isClosed()) {
            return;
        }
        pool.close();
        if (inMemory) {
            // DB_CLOSE_DELAY=-1 kept the database while the pool replaced its connections; it goes
            // only when told, on a connection of its own (the pool's are closed now).
            try (Connection connection = DriverManager.getConnection(pool.getJdbcUrl());
                    Statement statement = connection.createStatement()) {
                statement.execute("SHUTDOWN");
            } catch (SQLException e) {
                if (e.getErrorCode() != H2_DATABASE_CLOSED) {
                    throw new StorageException("cannot drop the in-memory database " + location, e);
                }
            }
        }
    }

    /** The URL for printing: a password given in it as {@code password=…} is masked. */
    static String hidePassword(String url) {
        return url.replaceAll("(?i)(password=)[^&;]*", "$1***");
    }
}
