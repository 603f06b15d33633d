package io.github.boardrules.common;

/**
 * A player's final score, for games that keep one (points in Bargo, captures in GoRoGo).
 *
 * @param player the player
 * @param points the score; Bargo's button gives half points, so this is a {@code double}
 */
public record Score(Player player, double points) {}
