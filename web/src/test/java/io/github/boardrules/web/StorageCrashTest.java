package io.github.boardrules.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.web.testing.JavaProcess;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The default database keeps every acknowledged write when its process is killed: a writer in a
 * JVM of its own ({@link CrashWriter}) plays moves into an H2 file as fast as it can and is killed
 * with SIGKILL right after its 300th acknowledgement, in the middle of its stream of commits; the
 * file, opened again, has every game it announced with at least every ply it acknowledged. With
 * H2's default write delay (500 ms) the last half second of commits is lost this way; {@link
 * GameDatabase#file} sets it to 0.
 */
class StorageCrashTest {
    private static final int ACKS_BEFORE_KILL = 300;

    @Test
    void everyAcknowledgedMoveSurvivesAKill(@TempDir Path folder) {
        Path file = folder.resolve("games");
        List<String> acknowledged;
        try (JavaProcess writer = JavaProcess.start(List.of(), CrashWriter.class.getName(), List.of(file.toString()))) {
            int[] acks = {0};
            writer.awaitOut(line -> line.startsWith("ack ") && ++acks[0] == ACKS_BEFORE_KILL, Duration.ofMinutes(2));
            writer.kill();
            acknowledged = writer.outLines();
        }
        // The last ply acknowledged for each game, in the order the games were created.
        Map<String, Integer> plies = new LinkedHashMap<>();
        for (String line : acknowledged) {
            String[] words = line.split(" ", -1);
            if (words[0].equals("created")) {
                plies.put(words[1], 0);
            } else if (words[0].equals("ack")) {
                plies.put(words[1], Integer.parseInt(words[2]));
            }
        }
        assertTrue(plies.values().stream().mapToInt(Integer::intValue).sum() >= ACKS_BEFORE_KILL, plies::toString);

        try (GameDatabase database = GameDatabase.file(file)) {
            GameRepository repository = new GameRepository(database.dataSource());
            GameStore store = new GameStore(WebServer.available(), WebOptions.bot(1, 0), repository, Clock.systemUTC());
            for (Map.Entry<String, Integer> game : plies.entrySet()) {
                // Replayed through the library; the writer may have committed one more move than it
                // printed before it died, never fewer.
                int stored = store.get(game.getKey()).ply();
                int acked = game.getValue();
                assertTrue(
                        stored == acked || stored == acked + 1,
                        game.getKey() + ": stored " + stored + ", acked " + acked);
            }
            // A game may have been stored whose announcement the kill cut off, never one more.
            long count = repository.count();
            assertTrue(
                    count == plies.size() || count == plies.size() + 1,
                    count + " stored, " + plies.size() + " announced");
        }
    }
}
