package io.github.boardrules.search.selfplay;

/**
 * What a self-play run wrote.
 *
 * @param games the games played
 * @param positions the positions written (rows of every file)
 * @param firstWins the games won by the player who moves first
 * @param secondWins the games won by the other player
 * @param undecided the games drawn or stopped at the ply limit
 */
public record SelfPlaySummary(int games, long positions, int firstWins, int secondWins, int undecided) {}
