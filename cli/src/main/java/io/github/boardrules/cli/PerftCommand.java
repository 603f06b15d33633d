package io.github.boardrules.cli;

import io.github.boardrules.common.Perft;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code perft}: counts the move sequences of each length up to a depth. */
@Command(
        name = "perft",
        mixinStandardHelpOptions = true,
        description =
                "Prints 'depth<TAB>d<TAB>nodes<TAB>n' for d = 1..depth: the number of move sequences of length d.")
final class PerftCommand implements Callable<Integer>, TerminalCommand {
    private final Terminal terminal;

    @Parameters(
            index = "0",
            paramLabel = "<game>",
            completionCandidates = GameRegistry.Ids.class,
            description = "The game: ${COMPLETION-CANDIDATES}.")
    String gameId = "";

    @Parameters(index = "1", paramLabel = "<depth>", description = "The longest sequence length, 1..64.")
    int depth;

    @Mixin
    GameOptions options = new GameOptions();

    PerftCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        if (depth < 1 || depth > 64) {
            throw new UsageProblem("depth must be between 1 and 64, not " + depth);
        }
        return print(options.setup(terminal.games(), gameId));
    }

    private <S, M> int print(GameSetup<S, M> setup) {
        long[] counts = Perft.countEachDepth(setup.game(), setup.start(), depth);
        for (int d = 1; d <= depth; d++) {
            terminal.out().println("depth\t" + d + "\tnodes\t" + counts[d - 1]);
        }
        return 0;
    }
}
