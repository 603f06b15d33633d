package io.github.boardrules.web;

import java.nio.file.Path;
import java.time.Clock;

/**
 * The writer {@link StorageCrashTest} kills: {@code CrashWriter <H2 file or database URL>}
 * opens the database as {@code serve} does ({@link GameDatabase#file} for a path) and creates GoRoGo
 * games and plays their legal moves through the store, as fast as it can, printing {@code
 * created <id>} and {@code ack <id> <ply>} after each write has committed — what a server
 * acknowledges to its clients. It runs until it is killed.
 */
final class CrashWriter {
    private CrashWriter() {}

    public static void main(String[] args) {
        GameDatabase database = args[0].startsWith("jdbc:")
                ? GameDatabase.open(args[0], null, null)
                : GameDatabase.file(Path.of(args[0]));
        GameStore store = new GameStore(
                WebServer.available(),
                WebOptions.bot(1, 0),
                new GameRepository(database.dataSource()),
                Clock.systemUTC());
        for (int game = 0; ; game++) {
            GameSession<?, ?> created = store.create("gorogo", null, null, (long) game);
            String id = created.id();
            System.out.println("created " + id);
            StateView state = created.view();
            while (!state.over() && state.ply() < 40) {
                // A different legal move in each game, so the games differ.
                String move = state.legalMoves()
                        .get((game + state.ply()) % state.legalMoves().size())
                        .move();
                state = store.change(id, Expected.ANY, session -> session.play(move));
                System.out.println("ack " + id + " " + state.ply());
            }
        }
    }
}
