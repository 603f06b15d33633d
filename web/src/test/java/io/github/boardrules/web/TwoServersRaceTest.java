package io.github.boardrules.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.boardrules.web.testing.RemoteApi;
import io.github.boardrules.web.testing.ServerProcess;
import io.github.boardrules.web.testing.TestPostgres;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Two server processes on one PostgreSQL database, clients racing on the same games through both:
 * for every ply of every game exactly one move is acknowledged, the loser of each race gets 409 with
 * the state as it now is, and in the end each game's record is exactly its acknowledged moves, in
 * order, the same from either server. Skipped when there is no PostgreSQL.
 */
class TwoServersRaceTest {
    private static final String[][] KINDS = {{"gorogo", ""}, {"baokigogo", ""}, {"bargo", "base=3 komi=0"}};
    private static final int MOST_PLIES = 40;
    private static final int FREE_CLIENTS = 4;
    private static final int FREE_MOVES_EACH = 40;

    @Test
    void everyPlyOfEveryGameIsWonByExactlyOneMove() throws Exception {
        try (TestPostgres.Schema schema = TestPostgres.freshSchema();
                ServerProcess one = ServerProcess.start(schema.url());
                ServerProcess two = ServerProcess.start(schema.url())) {
            List<String> servers = List.of(one.url(), two.url());
            RemoteApi api = new RemoteApi();
            List<Ledger> ledgers = new ArrayList<>();
            for (int g = 0; g < KINDS.length; g++) {
                RemoteApi.Reply created = api.create(servers.get(g % 2), KINDS[g][0], KINDS[g][1], g);
                assertEquals(201, created.status(), created.body().toString());
                ledgers.add(new Ledger(created.body().path("id").asText()));
            }
            for (Ledger ledger : ledgers) {
                duel(api, servers, ledger);
            }
            freeForAll(servers, ledgers);
            for (Ledger ledger : ledgers) {
                JsonNode fromOne = api.get(servers.get(0), ledger.id).body();
                JsonNode fromTwo = api.get(servers.get(1), ledger.id).body();
                assertEquals(
                        fromOne.path("position").asText(),
                        fromTwo.path("position").asText(),
                        ledger.id);
                assertEquals(fromOne.path("ply").asInt(), fromTwo.path("ply").asInt(), ledger.id);
                assertEquals(ledger.moves(), StoredGameCheck.replayedMoves(fromOne), ledger.id);
                assertEquals(ledger.moves(), StoredGameCheck.replayedMoves(fromTwo), ledger.id);
            }
        }
    }

    /**
     * Two clients, one on each server, read the same state, meet at a barrier and send different
     * moves (when there are two) for the same ply: one is acknowledged, the other refused with 409
     * and the game as it now is.
     */
    private static void duel(RemoteApi api, List<String> servers, Ledger ledger) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            CyclicBarrier barrier = new CyclicBarrier(2);
            for (int round = 0; round < MOST_PLIES / 2; round++) {
                JsonNode state = api.get(servers.get(0), ledger.id).body();
                if (state.path("over").asBoolean()) {
                    return;
                }
                int ply = state.path("ply").asInt();
                JsonNode legal = state.path("legalMoves");
                List<Future<RemoteApi.Reply>> replies = new ArrayList<>();
                List<String> sent = new ArrayList<>();
                for (int c = 0; c < 2; c++) {
                    String server = servers.get(c);
                    String move = legal.get(Math.min(c, legal.size() - 1))
                            .path("move")
                            .asText();
                    sent.add(move);
                    replies.add(pool.submit(() -> {
                        barrier.await(10, TimeUnit.SECONDS);
                        return api.play(server, ledger.id, move, ply);
                    }));
                }
                int won = 0;
                for (int c = 0; c < 2; c++) {
                    RemoteApi.Reply reply = replies.get(c).get(60, TimeUnit.SECONDS);
                    if (reply.ok()) {
                        won++;
                        ledger.acknowledged(ply, sent.get(c));
                    } else {
                        assertEquals(409, reply.status(), reply.body().toString());
                        assertTrue(
                                reply.body().path("state").path("ply").asInt() > ply,
                                "a refused racer is told the game as it now is: " + reply.body());
                    }
                }
                assertEquals(1, won, ledger.id + " ply " + ply + ": exactly one of two racing moves wins");
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Clients pick any game and any server; a move based on an old state is refused, never stored. */
    private static void freeForAll(List<String> servers, List<Ledger> ledgers) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(FREE_CLIENTS);
        try {
            List<Future<Integer>> clients = new ArrayList<>();
            for (int c = 0; c < FREE_CLIENTS; c++) {
                int client = c;
                clients.add(pool.submit(() -> racer(servers, ledgers, new Random(client))));
            }
            int refused = 0;
            for (Future<Integer> client : clients) {
                refused += client.get(120, TimeUnit.SECONDS);
            }
            System.out.printf("two servers: %d moves refused as stale in the free-for-all%n", refused);
        } finally {
            pool.shutdownNow();
        }
    }

    private static int racer(List<String> servers, List<Ledger> ledgers, Random random) throws IOException {
        RemoteApi api = new RemoteApi();
        int refused = 0;
        for (int i = 0; i < FREE_MOVES_EACH; i++) {
            Ledger ledger = ledgers.get(random.nextInt(ledgers.size()));
            JsonNode state = api.get(servers.get(random.nextInt(2)), ledger.id).body();
            if (state.path("over").asBoolean()) {
                continue;
            }
            JsonNode legal = state.path("legalMoves");
            String move = legal.get(random.nextInt(legal.size())).path("move").asText();
            int ply = state.path("ply").asInt();
            RemoteApi.Reply reply = api.play(servers.get(random.nextInt(2)), ledger.id, move, ply);
            if (reply.ok()) {
                ledger.acknowledged(ply, move);
            } else {
                assertEquals(409, reply.status(), reply.body().toString());
                refused++;
            }
        }
        return refused;
    }

    /**
     * The moves acknowledged for one game, by ply (two clients may note theirs in either order); a
     * second acknowledgement of a ply fails the test.
     */
    private static final class Ledger {
        final String id;
        private final Map<Integer, String> moves = new TreeMap<>();

        Ledger(String id) {
            this.id = id;
        }

        synchronized void acknowledged(int ply, String move) {
            String before = moves.putIfAbsent(ply, move);
            assertNull(before, id + ": ply " + ply + " acknowledged twice: " + before + " and " + move);
        }

        /** The acknowledged moves in ply order, checked to leave no ply out. */
        synchronized List<String> moves() {
            List<String> list = new ArrayList<>();
            for (Map.Entry<Integer, String> entry : moves.entrySet()) {
                assertEquals(list.size(), entry.getKey(), id + ": no move acknowledged for ply " + list.size());
                list.add(entry.getValue());
            }
            return list;
        }
    }
}
