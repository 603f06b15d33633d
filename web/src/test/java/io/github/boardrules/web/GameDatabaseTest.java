package io.github.boardrules.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.web.testing.ServerProcess;
import io.github.boardrules.web.testing.TestPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Opening the games' database: where it is, its settings, and the clear refusals. */
class GameDatabaseTest {
    @TempDir
    Path folder;

    @Test
    void theDefaultFileIsInTheUsersHome() {
        assertEquals(Path.of(System.getProperty("user.home"), ".boardrules", "games"), GameDatabase.defaultFile());
    }

    @Test
    void aFileDatabaseIsCreatedWithItsFolderAndNamedByItsFile() {
        Path file = folder.resolve("new folder").resolve("games");
        try (GameDatabase database = GameDatabase.file(file)) {
            // H2 stores "games" as games.mv.db; that is what serve prints.
            assertEquals(file.toAbsolutePath() + ".mv.db", database.location());
            assertTrue(Files.exists(Path.of(database.location())));
        }
    }

    @Test
    void everyH2FileUrlWritesEachCommitBeforeItReturns() throws SQLException {
        // The file path and an H2 URL without the setting both get WRITE_DELAY=0 (see StorageCrashTest
        // for what the default of 500 ms loses); a URL that sets it keeps its own.
        try (GameDatabase database = GameDatabase.file(folder.resolve("a"))) {
            assertEquals(List.of("0"), writeDelay(database));
        }
        try (GameDatabase database = GameDatabase.open("jdbc:h2:" + folder.resolve("b"), null, null)) {
            assertEquals(List.of("0"), writeDelay(database));
        }
        try (GameDatabase database =
                GameDatabase.open("jdbc:h2:" + folder.resolve("c") + ";WRITE_DELAY=100", null, null)) {
            assertEquals(List.of("100"), writeDelay(database));
        }
    }

    /** The database's WRITE_DELAY, each distinct value H2 lists (it lists the setting twice). */
    private static List<String> writeDelay(GameDatabase database) throws SQLException {
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery(
                        "SELECT SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS WHERE SETTING_NAME = 'WRITE_DELAY'")) {
            List<String> values = new ArrayList<>();
            while (rows.next()) {
                if (!values.contains(rows.getString(1))) {
                    values.add(rows.getString(1));
                }
            }
            return values;
        }
    }

    @Test
    void aFileAServerInAnotherProcessHoldsIsRefusedWithTheReason() {
        // Within one JVM, H2 shares an open file between its users; another process is locked out.
        Path file = folder.resolve("games");
        try (ServerProcess other = ServerProcess.start("jdbc:h2:file:" + file.toAbsolutePath())) {
            StorageException e = assertThrows(StorageException.class, () -> GameDatabase.file(file));
            assertTrue(
                    e.getMessage().startsWith("cannot open the games' database " + file.toAbsolutePath() + ".mv.db"),
                    e.getMessage());
            // H2's own words: the file is locked by the other server.
            assertTrue(e.getMessage().contains("The file is locked"), e.getMessage());
        }
    }

    @Test
    void aDatabaseOtherThanH2OrPostgresqlIsRefusedWithoutItsPassword() {
        StorageException e = assertThrows(
                StorageException.class,
                () -> GameDatabase.open("jdbc:mysql://localhost/games?user=me&password=secret", null, null));
        assertEquals(
                "cannot store games in 'jdbc:mysql://localhost/games?user=me&password=***': give an H2 URL"
                        + " (jdbc:h2:…) or a PostgreSQL URL (jdbc:postgresql://host/database)",
                e.getMessage());
    }

    @Test
    void aPasswordInAUrlIsMaskedForPrinting() {
        assertEquals(
                "jdbc:postgresql://db/games?user=u&password=***&ssl=true",
                GameDatabase.hidePassword("jdbc:postgresql://db/games?user=u&password=s3cr3t&ssl=true"));
        assertEquals("jdbc:h2:./g;PASSWORD=***", GameDatabase.hidePassword("jdbc:h2:./g;PASSWORD=x"));
        assertEquals("jdbc:h2:./g", GameDatabase.hidePassword("jdbc:h2:./g"));
    }

    @Test
    void aPostgresqlServerThatDoesNotAnswerIsAStorageException() {
        // Port 1 on loopback: nothing listens, the connection is refused at once.
        StorageException e = assertThrows(
                StorageException.class, () -> GameDatabase.open("jdbc:postgresql://localhost:1/games", "u", "p"));
        assertTrue(e.getMessage().startsWith("cannot open the games' database jdbc:postgresql://localhost:1/games"));
    }

    @Test
    void anH2DatabaseHoldingOtherTablesGetsTheGamesTable() throws SQLException {
        Path file = folder.resolve("shared");
        try (Connection connection = DriverManager.getConnection("jdbc:h2:" + file);
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE other (x INTEGER)");
        }
        try (GameDatabase database = GameDatabase.file(file)) {
            assertEquals(0, new GameRepository(database.dataSource()).count());
            assertTrue(tables(database).contains("other"), tables(database).toString());
        }
    }

    @Test
    void aPostgresqlSchemaHoldingOtherTablesGetsTheGamesTable() throws SQLException {
        try (TestPostgres.Schema schema = TestPostgres.freshSchema()) {
            try (Connection connection = DriverManager.getConnection(schema.url());
                    Statement statement = connection.createStatement()) {
                statement.execute("CREATE TABLE other (x INTEGER)");
            }
            try (GameDatabase database = GameDatabase.open(schema.url(), null, null)) {
                assertEquals(0, new GameRepository(database.dataSource()).count());
                assertTrue(tables(database).contains("other"), tables(database).toString());
                assertFalse(database.location().contains("password=boardrules"), database.location());
            }
        }
    }

    /** The tables of the connections' current schema, in lower case. */
    private static List<String> tables(GameDatabase database) throws SQLException {
        try (Connection connection = database.dataSource().getConnection();
                ResultSet rows = connection.getMetaData().getTables(null, connection.getSchema(), "%", null)) {
            List<String> names = new ArrayList<>();
            while (rows.next()) {
                names.add(rows.getString("TABLE_NAME").toLowerCase(java.util.Locale.ROOT));
            }
            return names;
        }
    }
}
