package io.github.boardrules.common;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Counts move sequences ("perft", from chess engines): the number of distinct sequences of exactly
 * {@code depth} legal moves from a state. A finished game has no moves, so sequences stop there.
 * Perft counts pin down move generation exactly and are kept as test data for every game.
 */
public final class Perft {
    private Perft() {}

    /**
     * Counts the sequences of {@code depth} legal moves from {@code state}.
     *
     * @param game the game
     * @param state the start state
     * @param depth the sequence length, at least 0 (depth 0 counts the empty sequence: 1)
     * @param <S> the state type
     * @param <M> the move type
     * @return the number of sequences
     * @throws IllegalArgumentException when depth is negative
     */
    public static <S, M> long count(Game<S, M> game, S state, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must not be negative: " + depth);
        }
        return countFrom(game, state, depth);
    }

    private static <S, M> long countFrom(Game<S, M> game, S state, int depth) {
        if (depth == 0) {
            return 1;
        }
        List<M> moves = game.legalMoves(state);
        if (depth == 1) {
            return moves.size();
        }
        long nodes = 0;
        for (M move : moves) {
            nodes += countFrom(game, game.apply(state, move), depth - 1);
        }
        return nodes;
    }

    /**
     * Counts the sequences of every length from 1 to {@code depth} in one traversal.
     *
     * @param game the game
     * @param state the start state
     * @param depth the longest sequence length, at least 1
     * @param <S> the state type
     * @param <M> the move type
     * @return an array whose element {@code d - 1} is the count for length {@code d}
     * @throws IllegalArgumentException when depth is less than 1
     */
    public static <S, M> long[] countEachDepth(Game<S, M> game, S state, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("depth must be at least 1: " + depth);
        }
        long[] counts = new long[depth];
        countLevels(game, state, 0, counts);
        return counts;
    }

    private static <S, M> void countLevels(Game<S, M> game, S state, int level, long[] counts) {
        List<M> moves = game.legalMoves(state);
        counts[level] += moves.size();
        if (level + 1 < counts.length) {
            for (M move : moves) {
                countLevels(game, game.apply(state, move), level + 1, counts);
            }
        }
    }

    /**
     * Splits the perft count by first move ("divide"), to find where two implementations differ.
     *
     * @param game the game
     * @param state the start state
     * @param depth the sequence length, at least 1
     * @param <S> the state type
     * @param <M> the move type
     * @return each legal first move in notation, in legal-move order, with its count at
     *     {@code depth - 1}
     * @throws IllegalArgumentException when depth is less than 1
     */
    public static <S, M> Map<String, Long> divide(Game<S, M> game, S state, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("depth must be at least 1: " + depth);
        }
        Map<String, Long> counts = new LinkedHashMap<>();
        for (M move : game.legalMoves(state)) {
            counts.put(game.formatMove(move), countFrom(game, game.apply(state, move), depth - 1));
        }
        return counts;
    }
}
