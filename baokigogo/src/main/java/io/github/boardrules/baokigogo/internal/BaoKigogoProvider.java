package io.github.boardrules.baokigogo.internal;

import io.github.boardrules.baokigogo.BaoKigogo;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.GameProvider;

/**
 * Offers Bao Kigogo to {@link io.github.boardrules.common.Games} through {@link java.util.ServiceLoader}:
 * declared in {@code module-info} and in {@code META-INF/services}, so the game is found on the
 * module path and on the class path alike.
 */
public final class BaoKigogoProvider implements GameProvider {
    /** Called by {@link java.util.ServiceLoader}. */
    public BaoKigogoProvider() {}

    @Override
    public String id() {
        return "baokigogo";
    }

    @Override
    public String displayName() {
        return "Bao Kigogo";
    }

    @Override
    public Game<?, ?> defaultGame() {
        return BaoKigogo.standard();
    }
}
