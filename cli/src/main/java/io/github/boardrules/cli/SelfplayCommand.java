package io.github.boardrules.cli;

import io.github.boardrules.search.selfplay.SelfPlay;
import io.github.boardrules.search.selfplay.SelfPlayBot;
import io.github.boardrules.search.selfplay.SelfPlaySettings;
import io.github.boardrules.search.selfplay.SelfPlaySummary;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code selfplay}: games of the bot against itself, written as NumPy files for learning code. */
@Command(
        name = "selfplay",
        mixinStandardHelpOptions = true,
        description = {
            "Plays games of the bot against itself and writes every position as NumPy .npy files:",
            "observations, masks, actions, players, results, games, plus meta.json and README.txt.",
            "The bot (--bot) plays both sides with --playouts per move; --playouts 0 plays uniformly random moves."
        })
final class SelfplayCommand implements Callable<Integer>, TerminalCommand {
    private final Terminal terminal;

    @Parameters(
            index = "0",
            paramLabel = "<game>",
            completionCandidates = GameRegistry.Ids.class,
            description = "The game: ${COMPLETION-CANDIDATES}.")
    String gameId = "";

    @Option(names = "--games", paramLabel = "N", required = true, description = "How many games to play.")
    int games;

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "The folder to write into.")
    Path out = Path.of(".");

    @Option(
            names = "--playouts",
            paramLabel = "P",
            description = "The bot's playouts per move; 0 for random moves (default ${DEFAULT-VALUE}).")
    int playouts = 100;

    @Option(
            names = "--bot",
            paramLabel = "<bot>",
            description = "transposition (TranspositionBot, the default) or mcts (MctsBot).")
    String bot = "transposition";

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the whole run (default ${DEFAULT-VALUE}).")
    long seed = 1;

    @Mixin
    GameOptions options = new GameOptions();

    SelfplayCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        if (games < 1 || games > 10_000_000) {
            throw new UsageProblem("--games must be in 1..10000000, not " + games);
        }
        if (playouts < 0 || playouts > 1_000_000) {
            throw new UsageProblem("--playouts must be in 0..1000000, not " + playouts);
        }
        GameSetup<?, ?> setup = options.setup(terminal.games(), gameId);
        SelfPlayBot player = switch (bot) {
            case "transposition" -> SelfPlayBot.TRANSPOSITION;
            case "mcts" -> SelfPlayBot.MCTS;
            default -> throw new UsageProblem("--bot must be transposition or mcts, not '" + bot + "'");
        };
        SelfPlaySettings settings =
                new SelfPlaySettings(games, playouts == 0 ? SelfPlayBot.RANDOM : player, playouts, seed);
        Progress progress = Progress.on(terminal.err(), "selfplay", games);
        SelfPlaySummary summary = run(setup, settings, progress);
        progress.finish();
        terminal.out()
                .printf(
                        Locale.ROOT,
                        "games\t%d\tpositions\t%d\twins first/second/undecided\t%d/%d/%d\tout\t%s%n",
                        summary.games(),
                        summary.positions(),
                        summary.firstWins(),
                        summary.secondWins(),
                        summary.undecided(),
                        out);
        return 0;
    }

    private <S, M> SelfPlaySummary run(GameSetup<S, M> setup, SelfPlaySettings settings, Progress progress) {
        SelfPlay<S, M> selfPlay;
        try {
            selfPlay = new SelfPlay<>(setup.game(), setup.start(), settings);
        } catch (IllegalArgumentException e) {
            throw new UsageProblem(e.getMessage());
        }
        return selfPlay.run(out, progress::update);
    }
}
