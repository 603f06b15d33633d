package io.github.boardrules.common;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A game written down: the game and its rules, the start position and the moves played. Replaying
 * the moves gives the final state with its whole history (superko, repetition), so a record read
 * back with {@link #parse} yields a state equal to the one that was written.
 *
 * <p>The text form has one field per line, in this order; {@code result} is written for
 * information and checked when read:
 *
 * <pre>
 * game: gorogo
 * rules:
 * start: ...../...../...../...../..... w 10/2 10/2 0,0
 * moves: Hc3 b2 d4
 * result: ongoing
 * </pre>
 *
 * @param game the game with its rules options
 * @param start the start state
 * @param moves the moves played from {@code start}, in order
 * @param <S> the state type
 * @param <M> the move type
 */
public record GameRecord<S, M>(Game<S, M> game, S start, List<M> moves) {
    private static final Logger LOG = LoggerFactory.getLogger(GameRecord.class);
    private static final String[] FIELDS = {"game", "rules", "start", "moves", "result"};

    /**
     * Checks that every move is legal in turn and keeps an immutable copy of the moves.
     *
     * @param game the game with its rules options
     * @param start the start state
     * @param moves the moves played from {@code start}, in order
     * @throws IllegalMoveException when a move is not legal where it is played
     */
    public GameRecord {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(start, "start");
        moves = List.copyOf(moves);
        replay(game, start, moves);
    }

    /**
     * A record of a game from its rules' initial state.
     *
     * @param game the game with its rules options
     * @param moves the moves played, in order
     * @param <S> the state type
     * @param <M> the move type
     * @return the record
     * @throws IllegalMoveException when a move is not legal where it is played
     */
    public static <S, M> GameRecord<S, M> fromStart(Game<S, M> game, List<M> moves) {
        return new GameRecord<>(game, game.initialState(), moves);
    }

    /**
     * The state after all the moves, with its full history from the start state.
     *
     * @return the final state
     */
    public S finalState() {
        return replay(game, start, moves);
    }

    private static <S, M> S replay(Game<S, M> game, S start, List<M> moves) {
        S state = start;
        for (M move : moves) {
            state = game.apply(state, move);
        }
        return state;
    }

    /**
     * This record with one more move.
     *
     * @param move a move legal in the {@linkplain #finalState() final state}
     * @return the longer record
     * @throws IllegalMoveException when the move is not legal there
     */
    public GameRecord<S, M> plus(M move) {
        List<M> longer = new ArrayList<>(moves);
        longer.add(move);
        return new GameRecord<>(game, start, longer);
    }

    /**
     * Writes the record in its text form (see the class description), ending with a newline.
     *
     * @return the text
     */
    public String format() {
        StringBuilder out = new StringBuilder();
        out.append("game: ").append(game.id()).append('\n');
        out.append("rules:").append(prefixSpace(game.rulesNotation())).append('\n');
        out.append("start: ").append(game.formatPosition(start)).append('\n');
        out.append("moves:");
        for (M move : moves) {
            out.append(' ').append(game.formatMove(move));
        }
        out.append('\n');
        out.append("result: ").append(game.status(finalState()).notation()).append('\n');
        return out.toString();
    }

    private static String prefixSpace(String value) {
        return value.isEmpty() ? "" : " " + value;
    }

    /**
     * Reads a record written by {@link #format()}. The {@code game} line must name {@code game}'s
     * identifier; the {@code rules} line selects the rules options through
     * {@link Game#withRules}. The {@code result} line may be left out; when present it must match
     * the replayed game.
     *
     * @param game the game the record is expected to be of (its rules options are replaced by the
     *     record's)
     * @param text the record
     * @param <S> the state type
     * @param <M> the move type
     * @return the record
     * @throws NotationException naming the field that cannot be read; an illegal move is reported
     *     against the field {@code moves} with the {@link IllegalMoveException} as its cause
     */
    public static <S, M> GameRecord<S, M> parse(Game<S, M> game, String text) {
        @Nullable String[] values = new String[FIELDS.length];
        int[] offsets = new int[FIELDS.length];
        int lineStart = 0;
        int expected = 0;
        while (lineStart < text.length()) {
            int lineEnd = text.indexOf('\n', lineStart);
            if (lineEnd < 0) {
                lineEnd = text.length();
            }
            String line = text.substring(lineStart, lineEnd);
            if (!line.isBlank()) {
                int colon = line.indexOf(':');
                String key = colon < 0 ? line : line.substring(0, colon);
                int index = fieldIndex(key.strip());
                if (colon < 0 || index < 0) {
                    throw new NotationException(
                            "record line",
                            lineStart,
                            text,
                            "expected 'game:', 'rules:', 'start:', 'moves:' or 'result:'");
                }
                if (index < expected) {
                    throw new NotationException(FIELDS[index], lineStart, text, "field repeated or out of order");
                }
                expected = index + 1;
                values[index] = line.substring(colon + 1).strip();
                offsets[index] = lineStart + colon + 1;
            }
            lineStart = lineEnd + 1;
        }
        for (int i = 0; i < 4; i++) {
            if (values[i] == null) {
                throw new NotationException(FIELDS[i], text.length(), text, "missing field '" + FIELDS[i] + ":'");
            }
        }
        String gameId = present(values[0]);
        if (!gameId.equals(game.id())) {
            throw new NotationException(
                    "game", offsets[0], text, "record of '" + gameId + "', expected '" + game.id() + "'");
        }
        Game<S, M> ruled = withRules(game, present(values[1]), offsets[1], text);
        S start = startState(ruled, present(values[2]), offsets[2], text);
        List<M> moves = new ArrayList<>();
        S state = start;
        String line = present(values[3]);
        int base = text.indexOf(line, offsets[3]);
        int i = 0;
        while (i < line.length()) {
            if (line.charAt(i) == ' ') {
                i++;
                continue;
            }
            int end = line.indexOf(' ', i);
            if (end < 0) {
                end = line.length();
            }
            String token = line.substring(i, end);
            M move;
            try {
                move = ruled.parseMove(state, token);
            } catch (NotationException e) {
                throw new NotationException(
                        "moves", base + i, text, "move " + (moves.size() + 1) + " '" + token + "': " + e.getMessage());
            }
            try {
                state = ruled.apply(state, move);
            } catch (IllegalMoveException e) {
                NotationException bad = new NotationException(
                        "moves",
                        base + i,
                        text,
                        "move " + (moves.size() + 1) + " '" + token + "' is illegal: " + e.getMessage());
                bad.initCause(e);
                throw bad;
            }
            moves.add(move);
            i = end;
        }
        @Nullable String result = values[4];
        if (result != null && !result.equals(ruled.status(state).notation())) {
            throw new NotationException(
                    "result",
                    offsets[4],
                    text,
                    "the moves give '" + ruled.status(state).notation() + "', not '" + result + "'");
        }
        LOG.debug("read a {} record of {} moves", game.id(), moves.size());
        return new GameRecord<>(ruled, start, moves);
    }

    private static <S, M> Game<S, M> withRules(Game<S, M> game, String rules, int offset, String text) {
        try {
            return game.withRules(rules);
        } catch (NotationException e) {
            throw new NotationException("rules", offset, text, e.getMessage());
        }
    }

    private static <S, M> S startState(Game<S, M> game, String position, int offset, String text) {
        try {
            return game.parsePosition(position);
        } catch (NotationException e) {
            throw new NotationException("start", offset, text, e.getMessage());
        }
    }

    private static String present(@Nullable String value) {
        return Objects.requireNonNull(value, "checked above");
    }

    private static int fieldIndex(String key) {
        for (int i = 0; i < FIELDS.length; i++) {
            if (FIELDS[i].equals(key)) {
                return i;
            }
        }
        return -1;
    }
}
