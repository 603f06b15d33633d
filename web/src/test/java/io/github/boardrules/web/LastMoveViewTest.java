package io.github.boardrules.web;

import static io.github.boardrules.web.WebApiTest.withServer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The fields a state gained for the page: the last move, its target, and Bao Kigogo's trail. */
class LastMoveViewTest {
    @Test
    void theStartHasNoLastMoveAndAMoveIsNamedWithItsTarget() {
        withServer(api -> {
            // GoRoGo: White's setup Henge on c3 names the point c3; GoRoGo has no trail.
            JsonNode start = api.create("{\"game\":\"gorogo\"}");
            assertTrue(start.path("lastMove").isMissingNode(), start.toString());
            assertTrue(start.path("lastTarget").isMissingNode());
            assertTrue(start.path("trail").isMissingNode());
            String id = start.path("id").asText();
            JsonNode after = api.play(id, "Hc3");
            assertEquals("Hc3", after.path("lastMove").asText());
            assertEquals("c3", after.path("lastTarget").asText());
            assertTrue(after.path("trail").isMissingNode());
            JsonNode next = api.play(id, "b2");
            assertEquals("b2", next.path("lastTarget").asText());
            // Undo goes back to the state after Hc3, its last move included.
            JsonNode undone = api.post("/api/games/" + id + "/undo").expect(200);
            assertEquals("Hc3", undone.path("lastMove").asText());
        });
    }

    @Test
    void aMoveWithoutAPlaceHasAnEmptyTarget() {
        withServer(api -> {
            // Bargo's button names no cell: the last move is known, its target the empty string.
            JsonNode start = api.create("{\"game\":\"bargo\",\"rules\":\"base=3 komi=0\"}");
            JsonNode after = api.play(start.path("id").asText(), "button");
            assertEquals("button", after.path("lastMove").asText());
            assertEquals("", after.path("lastTarget").asText());
            JsonNode placed = api.play(start.path("id").asText(), "c3ne");
            assertEquals("c3", placed.path("lastTarget").asText());
        });
    }

    @Test
    void baoKigogosFirstMoveA1SendsItsEightLapsAndTheCapture() {
        withServer(api -> {
            // From the start, a1 relays through c1, f1, i1, l1, j2, g2 and d2 (three seeds each after
            // the first two), ends in the empty a2 and captures North's a3 and a4, two seeds each
            // (traced in baokigogo's RulesExamplesTest).
            JsonNode start = api.create("{\"game\":\"baokigogo\"}");
            JsonNode after = api.play(start.path("id").asText(), "a1");
            JsonNode trail = after.path("trail");
            assertEquals(8, trail.path("lapCount").asInt());
            assertEquals(List.of("a1", "c1", "f1", "i1", "l1", "j2", "g2", "d2"), texts(trail.path("laps"), "from"));
            JsonNode corner = trail.path("laps").get(4);
            assertEquals(3, corner.path("seeds").asInt());
            assertEquals(List.of("l2", "k2", "j2"), texts(corner.path("holes"), null));
            assertEquals("a2", trail.path("end").asText());
            assertFalse(trail.path("endless").asBoolean());
            assertEquals(List.of("a3", "a4"), texts(trail.path("captures"), "hole"));
            assertEquals(2, trail.path("captures").get(1).path("seeds").asInt());
            assertEquals("a1", after.path("lastTarget").asText());
        });
    }

    @Test
    void anEndlessSowingSendsTheLapsPlayedAndNoEnd() {
        withServer(api -> {
            // Under laps=2 the relay a1 -> c1 -> e1 is cut after two laps: endless, board unchanged.
            String position = "0,0,0,0,0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0"
                    + "/2,0,1,0,2,0,0,0,0,0,0,0 S 85,0";
            JsonNode start = api.create(
                    "{\"game\":\"baokigogo\",\"rules\":\"endless=draw laps=2\",\"position\":\"" + position + "\"}");
            JsonNode trail = api.play(start.path("id").asText(), "a1").path("trail");
            assertTrue(trail.path("endless").asBoolean());
            assertTrue(trail.path("end").isMissingNode());
            assertEquals(List.of("a1", "c1"), texts(trail.path("laps"), "from"));
            assertEquals(0, trail.path("captures").size());
        });
    }

    private static List<String> texts(JsonNode array, String field) {
        List<String> texts = new ArrayList<>();
        for (JsonNode node : array) {
            texts.add(field == null ? node.asText() : node.path(field).asText());
        }
        return texts;
    }
}
