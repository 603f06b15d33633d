package io.github.boardrules.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The games table through plain JDBC, on each database the server can use: the one migration runs
 * unchanged on H2 and PostgreSQL, and every statement means the same on both.
 */
class GameRepositoryTest {
    /** Microseconds: both databases keep timestamps to the microsecond. */
    private static final Instant T0 = Instant.parse("2026-12-01T10:15:30.123456Z");

    @TempDir
    Path folder;

    static List<String> kinds() {
        return TestDatabases.kinds();
    }

    private static StoredGame game(String id, String moves, @Nullable String resigned, long version, Instant updated) {
        int ply = moves.isEmpty() ? 0 : moves.split(" ", -1).length;
        return new StoredGame(
                id, "gorogo", "", "start " + id, moves, resigned, -42, "position " + ply, ply, version, T0, updated);
    }

    @ParameterizedTest
    @MethodSource("kinds")
    void theMigrationCreatesTheTableAndIsRecordedAsVersionOne(String kind) throws SQLException {
        try (TestDatabases.Opened db = TestDatabases.open(kind, folder);
                Connection connection = db.database().dataSource().getConnection();
                Statement statement = connection.createStatement();
                // Flyway names its table in lower case, quoted: H2 needs the quotes, PostgreSQL takes them.
                ResultSet applied = statement.executeQuery("SELECT \"version\" FROM \"flyway_schema_history\""
                        + " WHERE \"success\" AND \"type\" = 'SQL' ORDER BY \"installed_rank\"")) {
            List<String> versions = new ArrayList<>();
            while (applied.next()) {
                versions.add(applied.getString(1));
            }
            // The migrations run (H2's history also has a marker row for its own creation).
            assertEquals(List.of("1"), versions);
            assertEquals(0, db.repository().count());
        }
    }

    @ParameterizedTest
    @MethodSource("kinds")
    void aStoredGameReadsBackExactly(String kind) {
        try (TestDatabases.Opened db = TestDatabases.open(kind, folder)) {
            GameRepository games = db.repository();
            // No moves and no resignation (empty text and NULL), and a game with both.
            StoredGame fresh = game("a1", "", null, 0, T0);
            StoredGame played = game("b2", "Hc3 b2 d4", "w", 7, T0.plus(Duration.ofHours(3)));
            assertTrue(games.insert(fresh));
            assertTrue(games.insert(played));
            assertEquals(fresh, games.find("a1"));
            assertEquals(played, games.find("b2"));
            assertNull(games.find("c3"));
            assertEquals(OptionalLong.of(7), games.version("b2"));
            assertEquals(OptionalLong.empty(), games.version("c3"));
        }
    }

    @ParameterizedTest
    @MethodSource("kinds")
    void aTakenIdIsRefusedAndTheFirstGameStays(String kind) {
        try (TestDatabases.Opened db = TestDatabases.open(kind, folder)) {
            GameRepository games = db.repository();
            StoredGame first = game("a1", "", null, 0, T0);
            assertTrue(games.insert(first));
            assertFalse(games.insert(game("a1", "Hc3", null, 1, T0)));
            assertEquals(first, games.find("a1"));
        }
    }

    @ParameterizedTest
    @MethodSource("kinds")
    void aChangeIsWrittenOnlyOverTheVersionItWasMadeFrom(String kind) {
        try (TestDatabases.Opened db = TestDatabases.open(kind, folder)) {
            GameRepository games = db.repository();
            games.insert(game("a1", "", null, 0, T0));
            // Two writers read version 0; the first one's change (version 1) is written...
            StoredGame first = game("a1", "Hc3", null, 1, T0.plusSeconds(1));
            StoredGame second = game("a1", "Hd4", null, 1, T0.plusSeconds(2));
            assertTrue(games.update(first));
            // ...the second one's, also made from version 0, is refused and changes nothing.
            assertFalse(games.update(second));
            assertEquals(first, games.find("a1"));
            // An undo (ply 0 again) then a move: version 3, though the ply is 1 as at version 1.
            assertTrue(games.update(game("a1", "", null, 2, T0.plusSeconds(3))));
            assertFalse(games.update(game("a1", "Hb2", null, 2, T0.plusSeconds(4))));
            assertTrue(games.update(game("a1", "Hb2", null, 3, T0.plusSeconds(4))));
            assertEquals(game("a1", "Hb2", null, 3, T0.plusSeconds(4)), games.find("a1"));
            // A deleted game takes no change.
            assertTrue(games.delete("a1"));
            assertFalse(games.delete("a1"));
            assertFalse(games.update(game("a1", "Hb2 c3", null, 4, T0.plusSeconds(5))));
            assertNull(games.find("a1"));
        }
    }

    @ParameterizedTest
    @MethodSource("kinds")
    void idleGamesAreThoseUnchangedSinceTheCutoff(String kind) {
        try (TestDatabases.Opened db = TestDatabases.open(kind, folder)) {
            GameRepository games = db.repository();
            Instant cutoff = T0.plus(Duration.ofDays(30));
            games.insert(game("old", "", null, 0, cutoff.minusNanos(1_000)));
            games.insert(game("edge", "", null, 0, cutoff));
            games.insert(game("new", "", null, 0, cutoff.plusSeconds(1)));
            assertEquals(3, games.count());
            // Strictly before the cutoff: a game changed exactly at it stays.
            assertEquals(1, games.deleteUnchangedSince(cutoff));
            assertNull(games.find("old"));
            assertEquals(2, games.count());
            assertEquals(0, games.deleteUnchangedSince(cutoff));
        }
    }
}
