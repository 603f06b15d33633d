package io.github.boardrules.cli;

import io.github.boardrules.common.Game;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code render}: writes the position after some moves as an SVG picture. */
@Command(
        name = "render",
        mixinStandardHelpOptions = true,
        description = "Plays the moves from the start (or --from) position and writes the final position as SVG.")
final class RenderCommand implements Callable<Integer>, TerminalCommand {
    private final Terminal terminal;

    @Parameters(
            index = "0",
            paramLabel = "<game>",
            completionCandidates = GameRegistry.Ids.class,
            description = "The game: ${COMPLETION-CANDIDATES}.")
    String gameId = "";

    @Parameters(index = "1..*", paramLabel = "<move>", description = "Moves in the game's notation.")
    List<String> moves = new ArrayList<>();

    @Option(names = "--svg", paramLabel = "FILE", required = true, description = "The SVG file to write.")
    Path svg = Path.of("board.svg");

    @Mixin
    GameOptions options = new GameOptions();

    RenderCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        return render(options.setup(terminal.games(), gameId));
    }

    private <S, M> int render(GameSetup<S, M> setup) {
        Game<S, M> game = setup.game();
        MoveReplay<S> replay = MoveReplay.play(game, setup.start(), moves);
        if (replay.refusal() != null) {
            return replay.report(terminal);
        }
        S state = replay.finalState();
        try {
            Files.writeString(svg, game.renderSvg(state), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + svg, e);
        }
        terminal.out().println("wrote " + svg);
        return 0;
    }
}
