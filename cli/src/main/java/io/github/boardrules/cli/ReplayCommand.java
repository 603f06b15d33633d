package io.github.boardrules.cli;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.NotationException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code replay}: prints every ply of a game, or validates a file of games with {@code --batch}. */
@Command(
        name = "replay",
        mixinStandardHelpOptions = true,
        description = {
            "Replays moves and prints one line per ply: ply, position, sorted legal moves, outcome.",
            "Exit status 2 for unreadable input (nothing is printed), 3 for an illegal move.",
            "With --batch, reads one game per line from standard input and reports each."
        })
final class ReplayCommand implements Callable<Integer>, TerminalCommand {
    private final Terminal terminal;

    @Parameters(
            index = "0",
            paramLabel = "<game>",
            completionCandidates = GameRegistry.Ids.class,
            description = "The game: ${COMPLETION-CANDIDATES}.")
    String gameId = "";

    @Parameters(index = "1..*", paramLabel = "<move>", description = "Moves in the game's notation.")
    List<String> moves = new ArrayList<>();

    @Option(names = "--batch", description = "Read games from standard input, one per line.")
    boolean batch;

    @Mixin
    GameOptions options = new GameOptions();

    ReplayCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        GameSetup<?, ?> setup = options.setup(terminal.games(), gameId);
        if (batch) {
            if (!moves.isEmpty()) {
                throw new UsageProblem("--batch reads moves from standard input; give none on the command line");
            }
            return batch(setup);
        }
        return replay(setup, moves);
    }

    private <S, M> int replay(GameSetup<S, M> setup, List<String> tokens) {
        Game<S, M> game = setup.game();
        MoveReplay<S> replay = MoveReplay.play(game, setup.start(), tokens);
        for (int ply = 0; ply < replay.states().size(); ply++) {
            terminal.out().println(PlyLines.line(game, ply, replay.states().get(ply)));
        }
        return replay.report(terminal);
    }

    private <S, M> int batch(GameSetup<S, M> setup) {
        Game<S, M> game = setup.game();
        BufferedReader reader = new BufferedReader(new InputStreamReader(terminal.in(), StandardCharsets.UTF_8));
        try {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                S state = setup.start();
                terminal.out().println(PlyLines.line(game, 0, state));
                int ply = 0;
                for (String token : line.strip().split(" +")) {
                    if (token.isEmpty()) {
                        continue;
                    }
                    ply++;
                    @Nullable String problem = null;
                    try {
                        state = game.apply(state, game.parseMove(state, token));
                    } catch (NotationException e) {
                        problem = "unparseable: " + e.getMessage();
                    } catch (IllegalMoveException e) {
                        problem = e.getMessage();
                    }
                    if (problem != null) {
                        terminal.out().println("illegal\t" + ply + "\t" + token + "\t" + problem);
                        break;
                    }
                    terminal.out().println(PlyLines.line(game, ply, state));
                }
                terminal.out().println();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return 0;
    }
}
