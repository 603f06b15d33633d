package io.github.boardrules.cli;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.GameRecord;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.Player;
import io.github.boardrules.search.bot.MctsBot;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code play}: a person against the bot in the terminal. */
@Command(
        name = "play",
        mixinStandardHelpOptions = true,
        description = {
            "Play against the bot. Type a move, or: moves (list legal moves), help, undo, resign, quit.",
            "The game record is saved at the end."
        })
final class PlayCommand implements Callable<Integer>, TerminalCommand {
    private final Terminal terminal;

    @Parameters(
            index = "0",
            paramLabel = "<game>",
            completionCandidates = GameRegistry.Ids.class,
            description = "The game: ${COMPLETION-CANDIDATES}.")
    String gameId = "";

    @Option(names = "--second", description = "Let the bot move first.")
    boolean second;

    @Option(names = "--playouts", paramLabel = "N", description = "Bot playouts per move (default ${DEFAULT-VALUE}).")
    int playouts = 300;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the bot (default ${DEFAULT-VALUE}).")
    long seed = 7;

    @Option(
            names = "--record",
            paramLabel = "FILE",
            description = "Where the game record is saved (default: <game>-game.txt).")
    @Nullable
    Path record;

    @Mixin
    GameOptions options = new GameOptions();

    PlayCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        if (playouts < 1) {
            throw new UsageProblem("--playouts must be at least 1");
        }
        return play(options.setup(terminal.games(), gameId));
    }

    private <S, M> int play(GameSetup<S, M> setup) {
        Game<S, M> game = setup.game();
        PrintStream out = terminal.out();
        MctsBot<S, M> bot = new MctsBot<>(game, playouts, 0, seed);
        Player human = second ? game.playerToMove(setup.start()).opponent() : game.playerToMove(setup.start());
        List<M> moves = new ArrayList<>();
        S state = setup.start();
        BufferedReader input = new BufferedReader(new InputStreamReader(terminal.in(), StandardCharsets.UTF_8));
        out.println("You play '" + human.code() + "'. Type 'help' for the commands.");
        String ending = "";
        while (!game.status(state).isOver()) {
            if (!game.playerToMove(state).equals(human)) {
                M reply = bot.choose(state);
                out.println("bot plays " + game.formatMove(reply));
                state = game.apply(state, reply);
                moves.add(reply);
                continue;
            }
            out.println(game.renderText(state));
            out.print("your move> ");
            out.flush();
            String line = readLine(input);
            if (line == null || line.equals("quit")) {
                ending = "game left unfinished";
                break;
            }
            if (line.isEmpty()) {
                continue;
            }
            switch (line) {
                case "help" -> help(game, state);
                case "moves" -> out.println("legal moves: " + sortedMoves(game, state));
                case "resign" -> ending = "you resigned; " + human.opponent().code() + " wins";
                case "undo" -> {
                    int undone = undoToHuman(game, setup.start(), moves, human);
                    state = new GameRecord<>(game, setup.start(), moves).finalState();
                    out.println(undone == 0 ? "nothing to undo" : "took back " + undone + " plies");
                }
                default -> state = tryMove(game, state, line, moves);
            }
            if (!ending.isEmpty()) {
                break;
            }
        }
        out.println(game.renderText(state));
        out.println(ending.isEmpty() ? "result: " + DemoCommand.describe(game.status(state)) : ending);
        save(new GameRecord<>(game, setup.start(), moves));
        return 0;
    }

    private static @Nullable String readLine(BufferedReader input) {
        try {
            String line = input.readLine();
            return line == null ? null : line.strip().toLowerCase(Locale.ROOT);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private <S, M> void help(Game<S, M> game, S state) {
        PrintStream out = terminal.out();
        List<M> legal = game.legalMoves(state);
        out.println("Type a move in " + game.id() + " notation, e.g. " + game.formatMove(legal.get(0)) + ".");
        out.println("Commands: moves (list the legal moves), undo (take back your last move),");
        out.println("          resign, quit (stop; the record is saved either way), help.");
    }

    private static <S, M> String sortedMoves(Game<S, M> game, S state) {
        List<String> names = new ArrayList<>();
        for (M move : game.legalMoves(state)) {
            names.add(game.formatMove(move));
        }
        names.sort(null);
        return String.join(" ", names);
    }

    private <S, M> S tryMove(Game<S, M> game, S state, String text, List<M> moves) {
        try {
            M move = game.parseMove(state, text);
            S next = game.apply(state, move);
            moves.add(move);
            return next;
        } catch (NotationException e) {
            terminal.out().println("cannot read '" + text + "': " + e.getMessage() + " — type 'help' for the notation");
        } catch (IllegalMoveException e) {
            terminal.out().println("illegal move '" + text + "': " + e.getMessage());
        }
        return state;
    }

    /** Removes plies from the end until it is the human's turn again after at least one removed human move. */
    private static <S, M> int undoToHuman(Game<S, M> game, S start, List<M> moves, Player human) {
        int removed = 0;
        while (!moves.isEmpty()) {
            moves.remove(moves.size() - 1);
            removed++;
            S state = new GameRecord<>(game, start, moves).finalState();
            if (game.playerToMove(state).equals(human)) {
                return removed;
            }
        }
        return removed;
    }

    private <S, M> void save(GameRecord<S, M> gameRecord) {
        Path file = record != null ? record : Path.of(gameId + "-game.txt");
        try {
            Files.writeString(file, gameRecord.format(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
        terminal.out().println("game record saved in " + file);
    }
}
