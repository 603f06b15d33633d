package io.github.boardrules.web;

import io.github.boardrules.common.Game;
import java.util.List;

/**
 * Reads a stored game back: replays its record through the library — rules, start, every move in
 * turn, the resignation — and checks that it arrives where the row says (ply and position). A row
 * that does not replay is refused with a {@link Failure} naming the cause; nothing is guessed.
 */
final class Replay {
    private Replay() {}

    /**
     * A stored game that does not replay.
     */
    static final class Failure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Failure(String message) {
            super(message);
        }
    }

    /**
     * Replays a stored game.
     *
     * @param row the stored game
     * @param games the games the server offers (the row's game must be one of them)
     * @param options the bot's budget
     * @return the game at the stored version
     * @throws Failure when the row does not replay
     */
    static GameSession<?, ?> of(StoredGame row, List<Game<?, ?>> games, WebOptions options) {
        for (Game<?, ?> game : games) {
            if (game.id().equals(row.game())) {
                return replay(row, game, options);
            }
        }
        throw new Failure("no game '" + row.game() + "' on this server");
    }

    private static <S, M> GameSession<S, M> replay(StoredGame row, Game<S, M> game, WebOptions options) {
        GameSession<S, M> session;
        try {
            Game<S, M> ruled = game.withRules(row.rules());
            session = GameSession.start(row.id(), ruled, ruled.parsePosition(row.start()), row.seed(), options);
        } catch (IllegalArgumentException e) { // NotationException is one
            throw new Failure("its rules or start do not read: " + e.getMessage());
        }
        if (!session.rules().equals(row.rules())) {
            throw new Failure(
                    "its start is a position under the rules '" + session.rules() + "', not '" + row.rules() + "'");
        }
        List<String> moves =
                row.moves().isEmpty() ? List.of() : List.of(row.moves().split(" ", -1));
        int ply = 0;
        for (String move : moves) {
            ply++;
            try {
                session = session.play(move);
            } catch (ApiError e) {
                throw new Failure("move " + ply + " '" + move + "' is refused: "
                        + e.body().error() + ": " + e.getMessage());
            }
        }
        if (row.resigned() != null) {
            try {
                session = session.resign(row.resigned());
            } catch (ApiError e) {
                throw new Failure("its resignation by '" + row.resigned() + "' is refused: " + e.getMessage());
            }
        }
        if (session.ply() != row.ply()) {
            throw new Failure("its moves make " + session.ply() + " plies, the row says " + row.ply());
        }
        String position = session.position();
        if (!position.equals(row.position())) {
            throw new Failure("its moves lead to '" + position + "', the row says '" + row.position() + "'");
        }
        return session.withVersion(row.version());
    }
}
