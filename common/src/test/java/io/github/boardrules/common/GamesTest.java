package io.github.boardrules.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.testing.tictactoe.SecondTicTacToeProvider;
import io.github.boardrules.testing.tictactoe.TicTacToe;
import io.github.boardrules.testing.tictactoe.TicTacToeProvider;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lookup of games through {@link java.util.ServiceLoader}, on the class path: each test puts a
 * folder on the path whose {@code META-INF/services} file lists tic-tac-toe's provider, as a game
 * jar lists its own (a file in the test resources would put tic-tac-toe on the path of every module
 * that uses common's test kit). The surefire execution {@code class-path-tests} runs this class on
 * the class path, where such files count; the lookup from the module path is tested in the
 * {@code cli} module, which has every game.
 */
class GamesTest {
    @TempDir
    static Path services;

    private static URLClassLoader loader;

    @BeforeAll
    static void listTicTacToe() throws IOException {
        loader = loaderListing(services, TicTacToeProvider.class.getName());
    }

    @AfterAll
    static void close() throws IOException {
        loader.close();
    }

    /** Runs a check with {@link #loader} as the thread's context class loader, as a platform may. */
    private static void withTicTacToeOnThePath(Runnable check) {
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            check.run();
        } finally {
            thread.setContextClassLoader(before);
        }
    }

    @Test
    void findsTheProvidersListedOnTheClassPath() {
        withTicTacToeOnThePath(GamesTest::listsTicTacToe);
    }

    private static void listsTicTacToe() {
        List<GameProvider> games = Games.available();
        assertEquals(1, games.size(), games.toString());
        GameProvider provider = games.get(0);
        assertEquals("tictactoe", provider.id());
        assertEquals("Tic-tac-toe", provider.displayName());
        assertSame(TicTacToe.GAME, provider.defaultGame());
        // No aliases unless a game declares some.
        assertEquals(Map.of(), provider.rulesAliases());
        assertEquals("tictactoe", Games.available(loader).get(0).id());
    }

    @Test
    void findsAGameByIdAndRules() {
        withTicTacToeOnThePath(GamesTest::findsTicTacToe);
    }

    private static void findsTicTacToe() {
        assertEquals("tictactoe", Games.find("tictactoe").orElseThrow().id());
        assertTrue(Games.find("chess").isEmpty());
        assertSame(TicTacToe.GAME, Games.game("tictactoe", ""));
        // The rules go to the game's own reader, which refuses what it cannot read.
        NotationException bad = assertThrows(NotationException.class, () -> Games.game("tictactoe", "size=4"));
        assertEquals("rules", bad.field());
        // The default of GameProvider.game(rules) is defaultGame().withRules(rules).
        assertThrows(NotationException.class, () -> new TicTacToeProvider().game("size=4"));
        assertSame(TicTacToe.GAME, new TicTacToeProvider().game(" "));
    }

    @Test
    void anUnknownGameIsRefusedWithTheGamesThatAreThere() {
        withTicTacToeOnThePath(() -> {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Games.game("chess", ""));
            assertEquals("no game 'chess' on the path; the games are: tictactoe", e.getMessage());
        });
        // Without a game on the path the message says so.
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class, () -> Games.game("chess", ""));
        assertEquals("no game 'chess' on the path; the games are: none", none.getMessage());
    }

    @Test
    void twoProvidersOfOneIdAreRefused(@TempDir Path dir) throws IOException {
        try (URLClassLoader both = loaderListing(dir, SecondTicTacToeProvider.class.getName())) {
            // The second folder's loader also sees the first folder's file through its parent.
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> Games.available(both));
            assertTrue(e.getMessage().startsWith("two providers of the game 'tictactoe': "), e.getMessage());
        }
    }

    @Test
    void theGamesAreOrderedById(@TempDir Path dir) throws IOException {
        // The loader finds tic-tac-toe (its parent's file) before "noughts"; the list is by id.
        try (URLClassLoader both = loaderListing(dir, NoughtsProvider.class.getName())) {
            List<GameProvider> games = Games.available(both);
            assertEquals(
                    List.of("noughts", "tictactoe"),
                    games.stream().map(GameProvider::id).toList());
        }
    }

    /**
     * A provider under an id of its own that sorts before tic-tac-toe's, for the order of the list;
     * its game is tic-tac-toe.
     */
    public static final class NoughtsProvider implements GameProvider {
        /** Called by {@link java.util.ServiceLoader}. */
        public NoughtsProvider() {}

        @Override
        public String id() {
            return "noughts";
        }

        @Override
        public String displayName() {
            return "Noughts and crosses";
        }

        @Override
        public Game<?, ?> defaultGame() {
            return TicTacToe.GAME;
        }
    }

    /** A loader over {@code dir}, whose services file lists {@code provider}, below {@link #loader}. */
    private static URLClassLoader loaderListing(Path dir, String provider) throws IOException {
        Path files = dir.resolve("META-INF/services");
        Files.createDirectories(files);
        Files.writeString(files.resolve(GameProvider.class.getName()), provider + "\n");
        ClassLoader parent = loader == null ? GamesTest.class.getClassLoader() : loader;
        return new URLClassLoader(new URL[] {dir.toUri().toURL()}, parent);
    }

    @Test
    void aLoaderWithoutGamesOffersNone() throws IOException {
        try (URLClassLoader empty = new URLClassLoader(new URL[0], ClassLoader.getPlatformClassLoader())) {
            assertEquals(List.of(), Games.available(empty));
        }
    }
}
