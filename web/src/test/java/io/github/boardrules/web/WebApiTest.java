package io.github.boardrules.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.common.GameRecord;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoState;
import io.javalin.Javalin;
import io.javalin.testtools.JavalinTest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every endpoint of the JSON API and every way a request is refused, through Javalin's test client. */
class WebApiTest {
    /** A small bot budget keeps the bot's moves fast; the seed makes them repeatable. */
    static final WebOptions FAST_BOT = WebOptions.bot(40, 0);

    static void withServer(ApiTest test) {
        Javalin app = WebServer.create(FAST_BOT);
        JavalinTest.test(app, (server, client) -> test.run(new Api(client)));
    }

    @FunctionalInterface
    interface ApiTest {
        void run(Api api) throws Exception;
    }

    @Test
    void theCatalogueListsTheThreeGamesWithTheirDefaultRules() {
        withServer(api -> {
            JsonNode games = api.get("/api/games").expect(200);
            // Every game on the class path, in the order of their ids (Games' order).
            assertEquals(3, games.size());
            assertEquals("baokigogo", games.get(0).path("id").asText());
            assertEquals("endless=draw", games.get(0).path("rules").asText());
            assertEquals("bargo", games.get(1).path("id").asText());
            assertEquals("base=5 komi=0", games.get(1).path("rules").asText());
            assertEquals("gorogo", games.get(2).path("id").asText());
            assertEquals("", games.get(2).path("rules").asText());
        });
    }

    @Test
    void aNewGameShowsTheInitialPositionItsPictureMovesAndTargets() {
        withServer(api -> {
            // GoRoGo starts with White's setup Henge: 25 legal moves (a Henge on any point), all on the board.
            JsonNode state = api.create("{\"game\":\"gorogo\"}");
            GoRoGo game = GoRoGo.standard();
            assertEquals(
                    game.formatPosition(game.initialState()),
                    state.path("position").asText());
            assertEquals("w", state.path("toMove").asText());
            assertEquals("b", state.path("opponent").asText());
            assertEquals(0, state.path("ply").asInt());
            assertEquals("ongoing", state.path("status").asText());
            assertFalse(state.path("over").asBoolean());
            assertTrue(state.path("svg").asText().contains("<svg"));
            assertEquals(25, state.path("targets").size());
            assertEquals(
                    game.legalMoves(game.initialState()).size(),
                    state.path("legalMoves").size());
            JsonNode first = state.path("legalMoves").get(0);
            assertEquals(
                    first.path("move").asText().substring(1),
                    first.path("target").asText());
            assertEquals(
                    state, api.get("/api/games/" + state.path("id").asText()).expect(200));
        });
    }

    @Test
    void rulesAndAStartPositionAreTakenFromTheRequest() {
        withServer(api -> {
            // A base-3 Bargo board has 3·3·2+1 = 19 cells, each a target; every placement names one.
            JsonNode bargo = api.create("{\"game\":\"bargo\",\"rules\":\"base=3 komi=2\"}");
            assertEquals("base=3 komi=2", bargo.path("rules").asText());
            assertEquals(19, bargo.path("targets").size());
            for (JsonNode move : bargo.path("legalMoves")) {
                String text = move.path("move").asText();
                String expected = text.equals("button") ? "" : text.substring(0, 2);
                assertEquals(expected, move.path("target").asText(), text);
            }
            String position = ".../..../..Bnw../..../... w - 0 0";
            JsonNode from = api.create("{\"game\":\"bargo\",\"position\":\"" + position + "\"}");
            assertEquals(position, from.path("position").asText());
            assertEquals("base=3 komi=0", from.path("rules").asText());
            assertEquals("w", from.path("toMove").asText());
            // The same base-3 position with rules for base 5 contradicts them.
            Api.Reply contradicting = api.post(
                    "/api/games", "{\"game\":\"bargo\",\"rules\":\"base=5 komi=0\",\"position\":\"" + position + "\"}");
            assertEquals(400, contradicting.code());
            assertEquals("bad-position", contradicting.error());
            assertEquals("position", contradicting.json().path("field").asText());
        });
    }

    @Test
    void playingAMoveAnswersWithTheLibrarysNextStateAndRecord() {
        withServer(api -> {
            String id = api.create("{\"game\":\"gorogo\"}").path("id").asText();
            GoRoGo game = GoRoGo.standard();
            GoRoGoState expected = game.initialState();
            JsonNode state = null;
            for (String move : List.of("Hc3", "b2", "d4")) {
                state = api.play(id, move);
                expected = game.apply(expected, game.parseMove(expected, move));
            }
            assertEquals(game.formatPosition(expected), state.path("position").asText());
            assertEquals(3, state.path("ply").asInt());
            assertEquals(game.renderSvg(expected), state.path("svg").asText());
            assertTrue(state.path("record").asText().contains("moves: Hc3 b2 d4\n"));
        });
    }

    @Test
    void undoPopsTheLastPlyAndRefusesWhenNothingIsLeft() {
        withServer(api -> {
            JsonNode start = api.create("{\"game\":\"baokigogo\"}");
            String id = start.path("id").asText();
            JsonNode afterOne =
                    api.play(id, start.path("legalMoves").get(0).path("move").asText());
            api.play(id, afterOne.path("legalMoves").get(0).path("move").asText());
            // The states before, at new versions: two moves (1, 2), then each undo one more.
            JsonNode undone = api.post("/api/games/" + id + "/undo").expect(200);
            assertEquals(3, undone.path("version").asLong());
            assertEquals(Api.withoutVersion(afterOne), Api.withoutVersion(undone));
            JsonNode back = api.post("/api/games/" + id + "/undo").expect(200);
            assertEquals(4, back.path("version").asLong());
            assertEquals(Api.withoutVersion(start), Api.withoutVersion(back));
            Api.Reply nothing = api.post("/api/games/" + id + "/undo");
            assertEquals(409, nothing.code());
            assertEquals("nothing-to-undo", nothing.error());
        });
    }

    @Test
    void theBotPlaysALegalMoveAndTheSameSeedPlaysTheSameMove() {
        withServer(api -> {
            List<String> positions = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                String id = api.create("{\"game\":\"bargo\",\"rules\":\"base=3 komi=0\",\"seed\":11}")
                        .path("id")
                        .asText();
                JsonNode state = api.post("/api/games/" + id + "/bot").expect(200);
                assertEquals(1, state.path("ply").asInt());
                positions.add(state.path("position").asText());
            }
            assertEquals(positions.get(0), positions.get(1));
        });
    }

    @Test
    void resigningEndsTheGameForTheOpponentAndIsMarkedInTheRecord() {
        withServer(api -> {
            String id = api.create("{\"game\":\"gorogo\"}").path("id").asText();
            api.play(id, "Hc3");
            Api.Reply bad = api.post("/api/games/" + id + "/resign", "{\"player\":\"x\"}");
            assertEquals(400, bad.code());
            assertEquals("bad-player", bad.error());
            // Black is to move; White resigns out of turn.
            JsonNode state = api.post("/api/games/" + id + "/resign", "{\"player\":\"w\"}")
                    .expect(200);
            assertTrue(state.path("over").asBoolean());
            assertEquals("win:b:resignation", state.path("status").asText());
            assertEquals("b", state.path("winner").asText());
            assertEquals("w", state.path("resigned").asText());
            assertEquals(0, state.path("legalMoves").size());
            assertTrue(state.path("record").asText().endsWith("result: ongoing\n# resigned: w\n"));
            for (String path : List.of("/moves", "/bot", "/undo", "/resign")) {
                Api.Reply after = api.post("/api/games/" + id + path, "{\"move\":\"b2\"}");
                assertEquals(409, after.code(), path);
                assertEquals("game-over", after.error(), path);
            }
            assertEquals(state, api.get("/api/games/" + id).expect(200));
        });
    }

    @Test
    void theRecordDownloadsAsTextThatTheLibraryReadsBack() {
        withServer(api -> {
            String id = api.create("{\"game\":\"bargo\",\"rules\":\"base=3 komi=0\"}")
                    .path("id")
                    .asText();
            api.play(id, "b2e");
            api.play(id, "button");
            Api.Reply record = api.get("/api/games/" + id + "/record");
            assertEquals(200, record.code());
            GameRecord<?, ?> read = GameRecord.parse(Bargo.standard(), record.text());
            assertEquals(2, read.moves().size());
            assertEquals(
                    api.get("/api/games/" + id).expect(200).path("position").asText(), finalPosition(read));
        });
    }

    private static <S, M> String finalPosition(GameRecord<S, M> record) {
        return record.game().formatPosition(record.finalState());
    }

    @Test
    void unreadableCreationRequestsAreRefusedWithTheLibrarysFieldAndOffset() {
        withServer(api -> {
            Api.Reply unknown = api.post("/api/games", "{\"game\":\"chess\"}");
            assertEquals(400, unknown.code());
            assertEquals("unknown-game", unknown.error());
            assertEquals("game", unknown.json().path("field").asText());
            assertEquals("unknown-game", api.post("/api/games", "{}").error());

            NotationException rules =
                    assertThrows(NotationException.class, () -> Bargo.standard().withRules("base=99"));
            JsonNode badRules = api.post("/api/games", "{\"game\":\"bargo\",\"rules\":\"base=99\"}")
                    .expect(400);
            assertEquals("bad-rules", badRules.path("error").asText());
            assertEquals(rules.field(), badRules.path("field").asText());
            assertEquals(rules.offset(), badRules.path("offset").asInt());

            NotationException position = assertThrows(
                    NotationException.class, () -> GoRoGo.standard().parsePosition("...../x"));
            JsonNode badPosition = api.post("/api/games", "{\"game\":\"gorogo\",\"position\":\"...../x\"}")
                    .expect(400);
            assertEquals("bad-position", badPosition.path("error").asText());
            assertEquals(position.field(), badPosition.path("field").asText());
            assertEquals(position.offset(), badPosition.path("offset").asInt());

            for (String body : List.of("not json", "[1,2]", "{\"game\":7}", "{\"game\":\"bargo\",\"seed\":\"x\"}")) {
                Api.Reply reply = api.post("/api/games", body);
                assertEquals(400, reply.code(), body);
                assertEquals("bad-request", reply.error(), body);
            }
        });
    }

    @Test
    void badAndIllegalMovesAreRefusedAndChangeNothing() {
        withServer(api -> {
            String id = api.create("{\"game\":\"gorogo\"}").path("id").asText();
            for (String move : List.of("Hc3", "b2", "d4")) {
                api.play(id, move);
            }
            JsonNode before = api.get("/api/games/" + id).expect(200);
            GoRoGo game = GoRoGo.standard();
            GoRoGoState state = game.parsePosition(before.path("position").asText());

            // b2 is taken: the typed reason's code, 409.
            JsonNode occupied =
                    api.post("/api/games/" + id + "/moves", "{\"move\":\"b2\"}").expect(409);
            GoRoGoMove b2 = game.parseMove(state, "b2");
            assertEquals(
                    game.check(state, b2).orElseThrow().code(),
                    occupied.path("error").asText());
            assertEquals("occupied", occupied.path("error").asText());

            // z9 is no point: the notation error's field and offset, 400.
            NotationException bad = assertThrows(NotationException.class, () -> game.parseMove(state, "z9"));
            JsonNode unreadable =
                    api.post("/api/games/" + id + "/moves", "{\"move\":\"z9\"}").expect(400);
            assertEquals("bad-move", unreadable.path("error").asText());
            assertEquals(bad.field(), unreadable.path("field").asText());
            assertEquals(bad.offset(), unreadable.path("offset").asInt());

            for (String body : List.of("", "{}", "{\"move\":3}", "{\"move\":null}", "nonsense")) {
                Api.Reply reply = api.post("/api/games/" + id + "/moves", body);
                assertEquals(400, reply.code(), body);
                assertEquals("bad-request", reply.error(), body);
            }
            assertEquals(before, api.get("/api/games/" + id).expect(200));
        });
    }

    @Test
    void aMoveAfterTheEndIsRefused() {
        withServer(api -> {
            // Bargo: Black takes the button, then two passes in a row end the game (scored by area).
            String id = api.create("{\"game\":\"bargo\",\"rules\":\"base=2 komi=0\"}")
                    .path("id")
                    .asText();
            api.play(id, "button");
            api.play(id, "pass");
            JsonNode over = api.play(id, "pass");
            assertTrue(over.path("over").asBoolean());
            assertEquals("score", over.path("reason").asText());
            assertEquals(2, over.path("scores").size());
            assertEquals(0, over.path("legalMoves").size());
            Api.Reply after = api.post("/api/games/" + id + "/moves", "{\"move\":\"a1e\"}");
            assertEquals(409, after.code());
            assertEquals("game-over", after.error());
            Api.Reply bot = api.post("/api/games/" + id + "/bot");
            assertEquals(409, bot.code());
            assertEquals("game-over", bot.error());
            assertEquals(over, api.get("/api/games/" + id).expect(200));
        });
    }

    @Test
    void anUnknownGameIdIs404OnEveryEndpoint() {
        withServer(api -> {
            List<Api.Reply> replies = List.of(
                    api.get("/api/games/nope"),
                    api.get("/api/games/nope/record"),
                    api.post("/api/games/nope/moves", "{\"move\":\"a1\"}"),
                    api.post("/api/games/nope/undo"),
                    api.post("/api/games/nope/bot"),
                    api.post("/api/games/nope/resign"));
            for (Api.Reply reply : replies) {
                assertEquals(404, reply.code(), reply.text());
                assertEquals("no-such-game", reply.error());
            }
        });
    }

    @Test
    void anUnknownApiPathIsAJson404() {
        // Not a game id but an endpoint that does not exist: still the API's JSON error shape.
        withServer(api -> {
            Api.Reply reply = api.get("/api/nothing-here");
            assertEquals(404, reply.code(), reply.text());
            assertEquals("no-such-endpoint", reply.error());
            Api.Reply wrongVerb = api.post("/api/games/abc/record");
            assertEquals(404, wrongVerb.code(), wrongVerb.text());
            assertEquals("no-such-endpoint", wrongVerb.error());
        });
    }

    @Test
    void aDeletedGameIsGoneAndAFullServerRefusesNewGamesUntilOneIsDeleted() {
        JavalinTest.test(WebServer.create(new WebOptions(40, 0, 2)), (server, client) -> {
            Api api = new Api(client);
            String first = api.create("{\"game\":\"gorogo\"}").path("id").asText();
            api.create("{\"game\":\"gorogo\"}");
            Api.Reply full = api.post("/api/games", "{\"game\":\"gorogo\"}");
            assertEquals(409, full.code());
            assertEquals("too-many-games", full.error());
            assertEquals(204, client.delete("/api/games/" + first).code());
            assertEquals("no-such-game", api.get("/api/games/" + first).error());
            assertEquals(404, client.delete("/api/games/" + first).code());
            api.create("{\"game\":\"gorogo\"}");
        });
    }

    @Test
    void thePageAndItsScriptAreServed() {
        withServer(api -> {
            Api.Reply page = api.get("/");
            assertEquals(200, page.code());
            assertTrue(page.text().contains("<script src=\"app.js\">"));
            Api.Reply script = api.get("/app.js");
            assertEquals(200, script.code());
            assertTrue(script.text().contains("/api/games"));
        });
    }
}
