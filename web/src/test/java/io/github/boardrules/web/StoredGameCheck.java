package io.github.boardrules.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.GameRecord;
import io.github.boardrules.common.Games;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks a game as a server gives it back against what the library says independently: its record
 * replays move by move under its rules to the position and ply the server reports.
 */
final class StoredGameCheck {
    private StoredGameCheck() {}

    /**
     * Replays the state's record and returns its moves in notation.
     *
     * @param state a state from the API
     * @return the record's moves
     */
    static List<String> replayedMoves(JsonNode state) {
        Game<?, ?> game =
                Games.game(state.path("game").asText(), state.path("rules").asText());
        return replay(game, state);
    }

    private static <S, M> List<String> replay(Game<S, M> game, JsonNode state) {
        String id = state.path("id").asText();
        GameRecord<S, M> record = GameRecord.parse(game, state.path("record").asText());
        List<String> moves = new ArrayList<>();
        for (M move : record.moves()) {
            moves.add(record.game().formatMove(move));
        }
        assertEquals(state.path("ply").asInt(), moves.size(), id + ": ply against the record's moves");
        assertEquals(
                state.path("position").asText(),
                record.game().formatPosition(record.finalState()),
                id + ": the position against the replayed record");
        return moves;
    }
}
