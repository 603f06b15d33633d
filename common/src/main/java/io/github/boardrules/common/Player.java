package io.github.boardrules.common;

/**
 * One of the two players of a game. Each game names its players with an enum implementing this
 * interface: {@link Colour} for Bargo and GoRoGo, South and North for Bao Kigogo.
 */
public interface Player {
    /**
     * The player's one-letter lower-case code as used in outcome strings, e.g. {@code b}, {@code w},
     * {@code s}, {@code n}.
     *
     * @return the code
     */
    String code();

    /**
     * The other player.
     *
     * @return the opponent
     */
    Player opponent();
}
