package io.github.boardrules.web;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.OptionalLong;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;

/**
 * The {@code games} table through plain JDBC. Every method is one statement in its own
 * transaction (the pool's connections auto-commit); a change names the version it read, so of two
 * writers exactly one succeeds. Failures of the database become {@link StorageException}s.
 */
final class GameRepository {
    /** SQLSTATE of a unique-key violation, the same in H2 and PostgreSQL. */
    private static final String DUPLICATE_KEY = "23505";

    private static final String COLUMNS =
            "id, game, rules, start_position, moves, resigned, seed, position, ply, version, created_at, updated_at";

    private final DataSource dataSource;

    GameRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * Stores a new game.
     *
     * @return false when its id is taken (the caller draws another)
     */
    boolean insert(StoredGame game) {
        String sql = "INSERT INTO games (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
        try (Connection connection = dataSource.getConnection();
                PreparedStatement insert = connection.prepareStatement(sql)) {
            insert.setString(1, game.id());
            insert.setString(2, game.game());
            insert.setString(3, game.rules());
            insert.setString(4, game.start());
            insert.setString(5, game.moves());
            setResigned(insert, 6, game.resigned());
            insert.setLong(7, game.seed());
            insert.setString(8, game.position());
            insert.setInt(9, game.ply());
            insert.setLong(10, game.version());
            insert.setObject(11, time(game.created()));
            insert.setObject(12, time(game.updated()));
            insert.executeUpdate();
            return true;
        } catch (SQLException e) {
            if (DUPLICATE_KEY.equals(e.getSQLState())) {
                return false;
            }
            throw new StorageException("cannot store game " + game.id(), e);
        }
    }

    /** The stored game with this id, or null. */
    @Nullable
    StoredGame find(String id) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement select =
                        connection.prepareStatement("SELECT " + COLUMNS + " FROM games WHERE id = ?")) {
            select.setString(1, id);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? read(row) : null;
            }
        } catch (SQLException e) {
            throw new StorageException("cannot read game " + id, e);
        }
    }

    /** The stored version of the game with this id, or empty when there is no such game: the cheap check before using a cached game. */
    OptionalLong version(String id) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement select = connection.prepareStatement("SELECT version FROM games WHERE id = ?")) {
            select.setString(1, id);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? OptionalLong.of(row.getLong(1)) : OptionalLong.empty();
            }
        } catch (SQLException e) {
            throw new StorageException("cannot read the version of game " + id, e);
        }
    }

    /**
     * Writes a change (moves, resignation, position, ply, version, time of change) if the stored
     * game is still at the version the change was made from.
     *
     * @param game the changed game, its version one more than the version read
     * @return false when another writer changed or deleted the game first: nothing was written
     */
    boolean update(StoredGame game) {
        String sql = "UPDATE games SET moves = ?, resigned = ?, position = ?, ply = ?, version = ?, updated_at = ?"
                + " WHERE id = ? AND version = ?";
        try (Connection connection = dataSource.getConnection();
                PreparedStatement update = connection.prepareStatement(sql)) {
            update.setString(1, game.moves());
            setResigned(update, 2, game.resigned());
            update.setString(3, game.position());
            update.setInt(4, game.ply());
            update.setLong(5, game.version());
            update.setObject(6, time(game.updated()));
            update.setString(7, game.id());
            update.setLong(8, game.version() - 1);
            return update.executeUpdate() == 1;
        } catch (SQLException e) {
            throw new StorageException("cannot write game " + game.id(), e);
        }
    }

    /** Deletes a game; false when there was none. */
    boolean delete(String id) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement delete = connection.prepareStatement("DELETE FROM games WHERE id = ?")) {
            delete.setString(1, id);
            return delete.executeUpdate() == 1;
        } catch (SQLException e) {
            throw new StorageException("cannot delete game " + id, e);
        }
    }

    /** The number of stored games. */
    long count() {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement count = connection.prepareStatement("SELECT COUNT(*) FROM games");
                ResultSet row = count.executeQuery()) {
            row.next();
            return row.getLong(1);
        } catch (SQLException e) {
            throw new StorageException("cannot count the games", e);
        }
    }

    /**
     * Deletes the games whose last change is older than a moment.
     *
     * @return how many were deleted
     */
    int deleteUnchangedSince(Instant cutoff) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement delete = connection.prepareStatement("DELETE FROM games WHERE updated_at < ?")) {
            delete.setObject(1, time(cutoff));
            return delete.executeUpdate();
        } catch (SQLException e) {
            throw new StorageException("cannot delete idle games", e);
        }
    }

    private static StoredGame read(ResultSet row) throws SQLException {
        return new StoredGame(
                row.getString("id"),
                row.getString("game"),
                row.getString("rules"),
                row.getString("start_position"),
                row.getString("moves"),
                row.getString("resigned"),
                row.getLong("seed"),
                row.getString("position"),
                row.getInt("ply"),
                row.getLong("version"),
                row.getObject("created_at", OffsetDateTime.class).toInstant(),
                row.getObject("updated_at", OffsetDateTime.class).toInstant());
    }

    private static void setResigned(PreparedStatement statement, int index, @Nullable String resigned)
            throws SQLException {
        if (resigned == null) {
            statement.setNull(index, Types.VARCHAR);
        } else {
            statement.setString(index, resigned);
        }
    }

    /** Both drivers map OffsetDateTime to TIMESTAMP WITH TIME ZONE; UTC keeps the stored values comparable. */
    private static OffsetDateTime time(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }
}
