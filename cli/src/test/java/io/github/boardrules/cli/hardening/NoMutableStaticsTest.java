package io.github.boardrules.cli.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.boardrules.cli.CliGame;
import io.github.boardrules.cli.GameRegistry;
import io.github.boardrules.cli.GameSetup;
import io.github.boardrules.common.Game;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The published code keeps no mutable static state: every static field of every class in the
 * published artifacts is final. (Static final arrays are precomputed tables written once in a
 * static initialiser; the games' own tests check those tables.)
 */
class NoMutableStaticsTest {
    @Test
    void everyStaticFieldOfThePublishedCodeIsFinal() throws Exception {
        Set<Path> roots = new LinkedHashSet<>();
        roots.add(location(Game.class));
        for (CliGame game : GameRegistry.games()) {
            roots.add(location(GameSetup.of(game.game()).game().getClass()));
        }
        List<String> offenders = new ArrayList<>();
        int classes = 0;
        for (Path root : roots) {
            for (String name : classNames(root)) {
                classes++;
                Class<?> type = Class.forName(name, false, getClass().getClassLoader());
                for (Field field : type.getDeclaredFields()) {
                    int modifiers = field.getModifiers();
                    if (Modifier.isStatic(modifiers) && !Modifier.isFinal(modifiers) && !field.isSynthetic()) {
                        offenders.add(name + "." + field.getName());
                    }
                }
            }
        }
        assertFalse(classes == 0, "no classes found in " + roots);
        assertEquals(List.of(), offenders);
    }

    private static Path location(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    private static List<String> classNames(Path root) throws IOException {
        if (Files.isDirectory(root)) {
            return namesUnder(root);
        }
        try (FileSystem jar = FileSystems.newFileSystem(root)) {
            return namesUnder(jar.getPath("/"));
        }
    }

    private static List<String> namesUnder(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.map(root::relativize)
                    .map(Path::toString)
                    .filter(name -> name.endsWith(".class") && !name.endsWith("module-info.class"))
                    .filter(name -> !name.startsWith("META-INF"))
                    .map(name ->
                            name.substring(0, name.length() - ".class".length()).replace('/', '.'))
                    .toList();
        }
    }
}
