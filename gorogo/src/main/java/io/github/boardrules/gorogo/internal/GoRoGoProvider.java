package io.github.boardrules.gorogo.internal;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.GameProvider;
import io.github.boardrules.gorogo.GoRoGo;

/**
 * Offers GoRoGo to {@link io.github.boardrules.common.Games} through {@link java.util.ServiceLoader}:
 * declared in {@code module-info} and in {@code META-INF/services}, so the game is found on the
 * module path and on the class path alike.
 */
public final class GoRoGoProvider implements GameProvider {
    /** Called by {@link java.util.ServiceLoader}. */
    public GoRoGoProvider() {}

    @Override
    public String id() {
        return "gorogo";
    }

    @Override
    public String displayName() {
        return "GoRoGo";
    }

    @Override
    public Game<?, ?> defaultGame() {
        return GoRoGo.standard();
    }
}
