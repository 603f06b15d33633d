package io.github.boardrules.common;

import io.github.boardrules.common.internal.NotationReader;
import io.github.boardrules.common.internal.Token;
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
     * Checks that every move is legal in turn and keeps an immutable copy of the moves. The game is
     * taken under the rules the start state carries, whatever options the given instance has.
     *
     * @param game the game
     * @param start the start state
     * @param moves the moves played from {@code start}, in order
     * @throws IllegalMoveException when a move is not legal where it is played
     */
    public GameRecord {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(start, "start");
        game = game.withRulesOf(start);
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
     * {@link Game#withRules}, and the start position is read under them (a position that records
     * other rules, such as a Bargo position of another board size, is refused). The {@code result}
     * line may be left out; when present it must match the replayed game.
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
        try {
            return read(game, text);
        } catch (NotationException e) {
            // A platform importing records wants to know which were refused and why.
            LOG.debug("{} record refused: {} at offset {}: {}", game.id(), e.field(), e.offset(), e.getMessage());
            throw e;
        }
    }

    private static <S, M> GameRecord<S, M> read(Game<S, M> game, String text) {
        @Nullable Token[] values = fields(text);
        NotationReader reader = NotationReader.of(text, "game");
        String gameId = values[0].text();
        if (!gameId.equals(game.id())) {
            throw reader.errorAt(values[0].offset(), "record of '" + gameId + "', expected '" + game.id() + "'");
        }
        Game<S, M> ruled = withRules(game, values[1], reader.field("rules"));
        S start = startState(ruled, values[2], reader.field("start"));
        List<M> moves = new ArrayList<>();
        S state = start;
        reader.field("moves");
        int movesAt = text.indexOf(values[3].text(), values[3].offset());
        for (Token token : NotationReader.of(values[3].text(), "moves").words(' ')) {
            int at = movesAt + token.offset();
            M move = parseMove(ruled, state, token.text(), moves.size() + 1, reader, at);
            try {
                state = ruled.apply(state, move);
            } catch (IllegalMoveException e) {
                NotationException bad = reader.errorAt(
                        at, "move " + (moves.size() + 1) + " '" + token.text() + "' is illegal: " + e.getMessage());
                bad.initCause(e);
                throw bad;
            }
            moves.add(move);
        }
        @Nullable Token result = values[4];
        if (result != null && !result.text().equals(ruled.status(state).notation())) {
            throw reader.field("result")
                    .errorAt(
                            result.offset(),
                            "the moves give '" + ruled.status(state).notation() + "', not '" + result.text() + "'");
        }
        return new GameRecord<>(ruled, start, moves);
    }

    /**
     * Splits a record into its five fields, each value stripped, with the offset just after its
     * colon (where errors about the value are reported); the {@code result} entry may be null.
     */
    private static @Nullable Token[] fields(String text) {
        @Nullable Token[] values = new Token[FIELDS.length];
        NotationReader lines = NotationReader.of(text, "record line");
        int expected = 0;
        while (!lines.atEnd()) {
            Token line = lines.token('\n');
            lines.accept('\n');
            if (line.text().isBlank()) {
                continue;
            }
            int colon = line.text().indexOf(':');
            int index = fieldIndex((colon < 0 ? line.text() : line.text().substring(0, colon)).strip());
            if (colon < 0 || index < 0) {
                throw lines.errorAt(line.offset(), "expected 'game:', 'rules:', 'start:', 'moves:' or 'result:'");
            }
            if (index < expected) {
                throw lines.field(FIELDS[index]).errorAt(line.offset(), "field repeated or out of order");
            }
            expected = index + 1;
            values[index] = new Token(line.text().substring(colon + 1).strip(), line.offset() + colon + 1);
        }
        for (int i = 0; i < 4; i++) {
            if (values[i] == null) {
                throw lines.field(FIELDS[i]).errorAt(text.length(), "missing field '" + FIELDS[i] + ":'");
            }
        }
        return values;
    }

    private static <S, M> M parseMove(
            Game<S, M> game, S state, String token, int number, NotationReader reader, int offset) {
        try {
            return game.parseMove(state, token);
        } catch (NotationException e) {
            throw reader.errorAt(offset, "move " + number + " '" + token + "': " + e.getMessage());
        }
    }

    private static <S, M> Game<S, M> withRules(Game<S, M> game, Token rules, NotationReader reader) {
        try {
            return game.withRules(rules.text());
        } catch (NotationException e) {
            throw reader.errorAt(rules.offset(), e.getMessage());
        }
    }

    private static <S, M> S startState(Game<S, M> game, Token position, NotationReader reader) {
        S start;
        try {
            start = game.parsePosition(position.text());
        } catch (NotationException e) {
            throw reader.errorAt(position.offset(), e.getMessage());
        }
        String own = game.withRulesOf(start).rulesNotation();
        if (!own.equals(game.rulesNotation())) {
            throw reader.errorAt(
                    position.offset(),
                    "the position is one under the rules '" + own + "', not the record's '" + game.rulesNotation()
                            + "'");
        }
        return start;
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
