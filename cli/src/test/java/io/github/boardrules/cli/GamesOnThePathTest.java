package io.github.boardrules.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.boardrules.baokigogo.BaoKigogo;
import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.common.GameProvider;
import io.github.boardrules.common.Games;
import io.github.boardrules.gorogo.GoRoGo;
import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * What a platform author is promised: add a game's jar and {@link Games} finds it, on the class
 * path and on the module path, and only the games that are there. The lookups run in class loaders
 * and module layers of their own, built from the very artifacts this build made.
 */
class GamesOnThePathTest {
    private static final Path COMMON = location(Games.class);
    private static final Path BARGO = location(Bargo.class);
    private static final Path GOROGO = location(GoRoGo.class);
    private static final Path BAOKIGOGO = location(BaoKigogo.class);
    private static final Path SLF4J = location(LoggerFactory.class);

    @Test
    void theToolsClassPathOffersTheThreeGamesInTheOrderOfTheirIds() {
        List<String> ids = new ArrayList<>();
        for (GameProvider provider : Games.available()) {
            ids.add(provider.id());
            assertEquals(provider.id(), provider.defaultGame().id());
        }
        assertEquals(List.of("baokigogo", "bargo", "gorogo"), ids);
        assertEquals(List.of("baokigogo", "bargo", "gorogo"), idsOf(GameRegistry.games()));
    }

    @Test
    void withCommonAndOneGameOnTheClassPathThatGameIsOffered() throws Exception {
        for (Path game : List.of(BARGO, GOROGO, BAOKIGOGO)) {
            try (URLClassLoader loader = new URLClassLoader(
                    new URL[] {url(COMMON), url(game), url(SLF4J)}, ClassLoader.getPlatformClassLoader())) {
                List<String> ids = idsOfLookup(loader, loader);
                assertEquals(1, ids.size(), game + ": " + ids);
                assertEquals(game == BARGO ? "bargo" : game == GOROGO ? "gorogo" : "baokigogo", ids.get(0));
            }
        }
        try (URLClassLoader commonOnly =
                new URLClassLoader(new URL[] {url(COMMON), url(SLF4J)}, ClassLoader.getPlatformClassLoader())) {
            assertEquals(List.of(), idsOfLookup(commonOnly, commonOnly));
        }
    }

    @Test
    void onTheModulePathTheGameModulesProvideTheirGames() throws Exception {
        assertEquals(List.of("baokigogo", "bargo", "gorogo"), idsInLayer(COMMON, BARGO, GOROGO, BAOKIGOGO));
        assertEquals(List.of("gorogo"), idsInLayer(COMMON, GOROGO));
        assertEquals(List.of(), idsInLayer(COMMON));
    }

    /** The ids {@code Games.available(loader)} lists, with {@code Games} as {@code owner} loads it. */
    private static List<String> idsOfLookup(ClassLoader owner, ClassLoader loader) throws Exception {
        Class<?> games = Class.forName(Games.class.getName(), true, owner);
        Method available = games.getMethod("available", ClassLoader.class);
        Method id = Class.forName(GameProvider.class.getName(), true, owner).getMethod("id");
        List<String> ids = new ArrayList<>();
        for (Object provider : (List<?>) available.invoke(null, loader)) {
            ids.add((String) id.invoke(provider));
        }
        return ids;
    }

    /** The ids a module layer of {@code modules} (and SLF4J) offers, resolved with service binding. */
    private static List<String> idsInLayer(Path... modules) throws Exception {
        Path[] path = new Path[modules.length + 1];
        System.arraycopy(modules, 0, path, 0, modules.length);
        path[modules.length] = SLF4J;
        ModuleLayer boot = ModuleLayer.boot();
        Configuration configuration = boot.configuration()
                .resolveAndBind(ModuleFinder.of(path), ModuleFinder.of(), Set.of("io.github.boardrules.common"));
        ModuleLayer layer = boot.defineModulesWithOneLoader(configuration, ClassLoader.getPlatformClassLoader());
        ClassLoader loader = layer.findLoader("io.github.boardrules.common");
        return idsOfLookup(loader, loader);
    }

    private static List<String> idsOf(List<CliGame> games) {
        List<String> ids = new ArrayList<>();
        for (CliGame game : games) {
            ids.add(game.id());
        }
        return ids;
    }

    private static Path location(Class<?> type) {
        try {
            return Path.of(
                    type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static URL url(Path path) {
        try {
            return path.toUri().toURL();
        } catch (java.net.MalformedURLException e) {
            throw new IllegalStateException(e);
        }
    }
}
