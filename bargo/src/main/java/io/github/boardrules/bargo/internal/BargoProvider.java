package io.github.boardrules.bargo.internal;

import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.GameProvider;
import java.util.Map;

/**
 * Offers Bargo to {@link io.github.boardrules.common.Games} through {@link java.util.ServiceLoader}:
 * declared in {@code module-info} and in {@code META-INF/services}, so the game is found on the
 * module path and on the class path alike.
 */
public final class BargoProvider implements GameProvider {
    /** Called by {@link java.util.ServiceLoader}. */
    public BargoProvider() {}

    @Override
    public String id() {
        return "bargo";
    }

    @Override
    public String displayName() {
        return "Bargo";
    }

    @Override
    public Game<?, ?> defaultGame() {
        return Bargo.standard();
    }

    /** The command-line tool's {@code --size} and {@code --komi} name the base and the komi. */
    @Override
    public Map<String, String> rulesAliases() {
        return Map.of("size", "base", "komi", "komi");
    }
}
