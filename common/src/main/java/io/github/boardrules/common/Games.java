package io.github.boardrules.common;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The games on the class path or module path, found through {@link java.util.ServiceLoader}: add a
 * game's jar and it is offered here, with nothing to register by hand. Each game artifact provides
 * a {@link GameProvider}.
 *
 * <pre>{@code
 * for (GameProvider provider : Games.available()) {
 *     System.out.println(provider.id() + ": " + provider.defaultGame().rulesNotation());
 * }
 * Game<?, ?> game = Games.game("bargo", "base=7");
 * }</pre>
 *
 * <p>The lookup searches anew on every call (it is cheap: a provider only names its game), so it
 * sees the games of the loader it is given, or of the calling thread's context class loader.
 */
public final class Games {
    private Games() {}

    /**
     * The games the current thread's context class loader (and, on the module path, the module
     * layer) provides, ordered by id.
     *
     * @return an immutable list, one provider per id
     * @throws IllegalStateException when two providers claim the same id
     */
    public static List<GameProvider> available() {
        return collect(ServiceLoader.load(GameProvider.class));
    }

    /**
     * The games a class loader provides, ordered by id: for platforms that load game jars into a
     * loader of their own.
     *
     * @param loader the class loader to search
     * @return an immutable list, one provider per id
     * @throws IllegalStateException when two providers claim the same id
     */
    public static List<GameProvider> available(ClassLoader loader) {
        return collect(ServiceLoader.load(GameProvider.class, loader));
    }

    /**
     * The provider of a game.
     *
     * @param id the game's identifier, e.g. {@code gorogo}
     * @return the provider, or empty when no such game is on the path
     */
    public static Optional<GameProvider> find(String id) {
        return find(available(), id);
    }

    /**
     * A game under given rules.
     *
     * @param id the game's identifier, e.g. {@code bargo}
     * @param rulesNotation the rules options; the empty string for the defaults
     * @return the game
     * @throws IllegalArgumentException when no game of that id is on the path (the message lists
     *     the ids that are)
     * @throws NotationException when the rules cannot be read
     */
    public static Game<?, ?> game(String id, String rulesNotation) {
        List<GameProvider> all = available();
        Optional<GameProvider> found = find(all, id);
        if (found.isPresent()) {
            GameProvider provider = found.get();
            return rulesNotation.isEmpty() ? provider.defaultGame() : provider.game(rulesNotation);
        }
        List<String> ids = new ArrayList<>();
        for (GameProvider provider : all) {
            ids.add(provider.id());
        }
        throw new IllegalArgumentException("no game '" + id + "' on the path; the games are: "
                + (ids.isEmpty() ? "none" : String.join(", ", ids)));
    }

    private static Optional<GameProvider> find(List<GameProvider> providers, String id) {
        for (GameProvider provider : providers) {
            if (provider.id().equals(id)) {
                return Optional.of(provider);
            }
        }
        return Optional.empty();
    }

    private static List<GameProvider> collect(ServiceLoader<GameProvider> loader) {
        List<GameProvider> providers = new ArrayList<>();
        for (GameProvider provider : loader) {
            for (GameProvider seen : providers) {
                if (seen.id().equals(provider.id())) {
                    throw new IllegalStateException("two providers of the game '" + provider.id() + "': "
                            + seen.getClass().getName() + " and "
                            + provider.getClass().getName());
                }
            }
            providers.add(provider);
        }
        providers.sort(Comparator.comparing(GameProvider::id));
        return List.copyOf(providers);
    }
}
