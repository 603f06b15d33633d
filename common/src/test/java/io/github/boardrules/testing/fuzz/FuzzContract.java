package io.github.boardrules.testing.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.GameRecord;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.IllegalMoveReason;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.Status;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The checks the Jazzer fuzz targets of every game share: a reader either reads a text to a value
 * whose canonical text reads back to the same value, or refuses it with a {@link
 * NotationException} naming a field and an offset inside the text; and a game played by
 * fuzzer-chosen legal and illegal moves keeps the {@link Game} contract at every step. Any other
 * exception escapes to Jazzer as a finding.
 */
public final class FuzzContract {
    /** Executions of one target in fuzzing mode ({@code JAZZER_FUZZ=1}); ignored in regression mode. */
    public static final long EXECUTIONS = 1_000_000;

    /** The longest one target fuzzes, should it run slower than expected. */
    public static final String DURATION = "2h";

    /** Fuzzer-chosen move texts are short: a move notation is a handful of characters. */
    private static final int MOVE_TEXT_LENGTH = 12;

    private FuzzContract() {}

    /**
     * The fuzzer's bytes as text, decoded as UTF-8 (malformed bytes become U+FFFD), so that seed
     * inputs are plain text files.
     *
     * @param input the bytes
     * @return the text
     */
    public static String text(byte[] input) {
        return new String(input, StandardCharsets.UTF_8);
    }

    /**
     * Reads a text: a value must write back to a canonical text that reads to an equal value and
     * writes to itself; a refusal must be a {@link NotationException} inside the text.
     *
     * @param text the fuzzer's text
     * @param read the reader under test
     * @param write the writer of the canonical text
     * @param <T> the value read
     */
    public static <T> void readsOrRefuses(String text, Function<String, T> read, Function<T, String> write) {
        T value;
        try {
            value = read.apply(text);
        } catch (NotationException e) {
            refusedInside(e, text);
            return;
        }
        String canonical = write.apply(value);
        T again = read.apply(canonical);
        assertEquals(value, again, canonical);
        assertEquals(canonical, write.apply(again));
    }

    /**
     * The position target: {@link Game#parsePosition} and {@link Game#formatPosition}.
     *
     * @param game the game
     * @param input the fuzzer's bytes
     * @param <S> the state type
     * @param <M> the move type
     */
    public static <S, M> void positions(Game<S, M> game, byte[] input) {
        readsOrRefuses(text(input), game::parsePosition, game::formatPosition);
    }

    /**
     * The move target: {@link Game#parseMove} in the start position and {@link Game#formatMove}.
     *
     * @param game the game
     * @param input the fuzzer's bytes
     * @param <S> the state type
     * @param <M> the move type
     */
    public static <S, M> void moves(Game<S, M> game, byte[] input) {
        S start = game.initialState();
        readsOrRefuses(text(input), t -> game.parseMove(start, t), game::formatMove);
    }

    /**
     * The rules target through the game: {@link Game#withRules(String)} and {@link
     * Game#rulesNotation()}.
     *
     * @param game the game
     * @param input the fuzzer's bytes
     * @param <S> the state type
     * @param <M> the move type
     */
    public static <S, M> void rules(Game<S, M> game, byte[] input) {
        readsOrRefuses(text(input), game::withRules, Game::rulesNotation);
    }

    /**
     * The game-record target: {@link GameRecord#parse} and {@link GameRecord#format()}.
     *
     * @param game the game
     * @param input the fuzzer's bytes
     * @param <S> the state type
     * @param <M> the move type
     */
    public static <S, M> void records(Game<S, M> game, byte[] input) {
        readsOrRefuses(text(input), t -> GameRecord.parse(game, t), GameRecord::format);
    }

    /**
     * The play target: picks one of {@code games} (the same game under several rules), starts from
     * its initial state or from a fuzzer-chosen position text, and {@linkplain #plays plays}.
     *
     * @param games the game under the rules to choose from
     * @param data the fuzzer's choices
     * @param positionLength the longest position text to read
     * @param maxPlies the most moves to play
     * @param <S> the state type
     * @param <M> the move type
     */
    public static <S, M> void playsUnderSomeRules(
            List<? extends Game<S, M>> games, FuzzedDataProvider data, int positionLength, int maxPlies) {
        Game<S, M> game = games.get(data.consumeInt(0, games.size() - 1));
        S start = game.initialState();
        if (data.consumeBoolean()) {
            String text = data.consumeString(positionLength);
            try {
                start = game.parsePosition(text);
            } catch (NotationException e) {
                refusedInside(e, text);
                return;
            }
        }
        plays(game, start, data, maxPlies);
    }

    /**
     * Checks that a refusal names a field and an offset within the input.
     *
     * @param e the refusal
     * @param text the input refused
     */
    public static void refusedInside(NotationException e, String text) {
        assertFalse(e.field().isEmpty(), e.getMessage());
        assertTrue(e.offset() >= 0 && e.offset() <= text.length(), e.getMessage());
    }

    /**
     * Plays from {@code start} as long as the data lasts (at most {@code maxPlies} moves played):
     * each step either picks a legal move or reads a fuzzer-chosen move text, and checks the
     * contract — a legal move has no refusal, round trips through its notation and applies without
     * changing its input; any other move is refused by {@code apply} with the reason {@code check}
     * gives and leaves the state as it was; the legal list is empty exactly when the game is over;
     * every position round trips through its notation; the moves played make a game record that
     * reads back to the same final state.
     *
     * @param game the game
     * @param start the position to play from
     * @param data the fuzzer's choices
     * @param maxPlies the most moves to play
     * @param <S> the state type
     * @param <M> the move type
     */
    public static <S, M> void plays(Game<S, M> game, S start, FuzzedDataProvider data, int maxPlies) {
        S state = start;
        List<M> played = new ArrayList<>();
        while (played.size() < maxPlies && data.remainingBytes() > 0) {
            List<M> legal = game.legalMoves(state);
            assertEquals(legal.isEmpty(), !(game.status(state) instanceof Status.Ongoing), game.formatPosition(state));
            M move;
            if (legal.isEmpty() || data.consumeInt(0, 3) == 0) {
                String text = data.consumeString(MOVE_TEXT_LENGTH);
                try {
                    move = game.parseMove(state, text);
                } catch (NotationException e) {
                    refusedInside(e, text);
                    continue;
                }
            } else {
                move = legal.get(data.consumeInt(0, legal.size() - 1));
            }
            if (judge(game, state, legal, move)) {
                state = game.apply(state, move);
                played.add(move);
                positionRoundTrips(game, state);
            }
        }
        GameRecord<S, M> record = new GameRecord<>(game.withRulesOf(start), start, played);
        GameRecord<S, M> read = GameRecord.parse(game, record.format());
        assertEquals(game.formatPosition(record.finalState()), game.formatPosition(read.finalState()));
        assertEquals(record.moves(), read.moves());
    }

    /** Checks one move against the contract; true when it is legal (and may be played). */
    private static <S, M> boolean judge(Game<S, M> game, S state, List<M> legal, M move) {
        String before = game.formatPosition(state);
        Optional<IllegalMoveReason> refusal = game.check(state, move);
        if (refusal.isPresent()) {
            assertFalse(legal.contains(move), game.formatMove(move));
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> game.apply(state, move));
            assertEquals(refusal.get(), e.reason());
            assertEquals(before, game.formatPosition(state));
            return false;
        }
        assertTrue(legal.contains(move), game.formatMove(move));
        assertEquals(move, game.parseMove(state, game.formatMove(move)));
        game.apply(state, move);
        assertEquals(before, game.formatPosition(state));
        return true;
    }

    private static <S, M> void positionRoundTrips(Game<S, M> game, S state) {
        Game<S, M> ruled = game.withRulesOf(state);
        String text = ruled.formatPosition(state);
        assertEquals(text, ruled.formatPosition(ruled.parsePosition(text)));
    }
}
