package io.github.boardrules.gorogo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The SVG and text drawings: pieces, half-black half-white Henge, captures, last move. */
class SvgTest {
    private final GoRoGo game = GoRoGo.standard();

    @Test
    void drawsPiecesHengeCapturesAndTheLastMove() {
        GoRoGoState state = game.initialState();
        for (String move : "Hb3 a2 b2 c2 c3 d3 d4 e3 c5 e1 b4 c4".split(" ")) {
            state = game.apply(state, game.parseMove(state, move));
        }
        String svg = game.renderSvg(state);
        assertTrue(svg.startsWith("<?xml"), svg);
        assertTrue(svg.endsWith("</svg>\n"), svg);
        // b3 is at x = 50 + 60, y = 50 + 2 * 60: two half discs, black on the left.
        assertTrue(svg.contains("<path d=\"M110,145 A25,25 0 0,0 110,195 Z\" fill=\"#111111\""), svg);
        assertTrue(svg.contains("<path d=\"M110,145 A25,25 0 0,1 110,195 Z\" fill=\"#fafafa\""), svg);
        // c4, the last move, at (170, 110) is ringed in red.
        assertTrue(svg.contains("<circle cx=\"170\" cy=\"110\" r=\"9\" fill=\"none\" stroke=\"#d62728\""), svg);
        // The grid runs from (50, 50) to (290, 290); labels a..e below it, 5..1 on the left.
        assertTrue(svg.contains("<line x1=\"50\" y1=\"50\" x2=\"290\" y2=\"50\""), svg);
        assertTrue(svg.contains("<line x1=\"290\" y1=\"50\" x2=\"290\" y2=\"290\""), svg);
        assertTrue(
                svg.contains(
                        "<text x=\"290\" y=\"332\" font-size=\"14\" fill=\"#333333\" text-anchor=\"middle\">e</text>"),
                svg);
        assertTrue(
                svg.contains(
                        "<text x=\"12\" y=\"55\" font-size=\"14\" fill=\"#333333\" text-anchor=\"middle\">5</text>"),
                svg);
        assertTrue(
                svg.contains(
                        "<text x=\"12\" y=\"295\" font-size=\"14\" fill=\"#333333\" text-anchor=\"middle\">1</text>"),
                svg);
        // White's c5 at (170, 50), Black's e1 at (290, 290).
        assertTrue(svg.contains("<circle cx=\"170\" cy=\"50\" r=\"25\" fill=\"#fafafa\""), svg);
        assertTrue(svg.contains("<circle cx=\"290\" cy=\"290\" r=\"25\" fill=\"#111111\""), svg);
        assertTrue(svg.contains("Black: 4/2 in hand, captured 1"), svg);
        assertTrue(svg.contains("White: 5/2 in hand, captured 0"), svg);
        assertTrue(svg.contains("White to move"), svg);
        assertEquals(6, count(svg, "fill=\"#111111\" stroke=\"#000000\""), "a2 c2 d3 e3 e1 c4");
    }

    @Test
    void setupPhaseAndFinishedGames() {
        assertTrue(game.renderSvg(game.initialState()).contains("White to place the neutral Henge"));
        GoRoGoState over = game.parsePosition("BWBWB/WBWBW/BWBWB/WBWBW/HHHHH b 0/0 0/0 0,0");
        assertTrue(game.renderSvg(over).contains("Result: win:w:tie-white"));
    }

    @Test
    void textBoardForTerminals() {
        GoRoGoState state = game.initialState();
        for (String move : "Hb3 a2 b2 c2 c3 d3 d4 e3 c5 e1 b4 c4".split(" ")) {
            state = game.apply(state, game.parseMove(state, move));
        }
        assertEquals(
                String.join(
                        "\n",
                        "5  . . W . .",
                        "4  . W B W .",
                        "3  . H . B B",
                        "2  B W B . .",
                        "1  . . . . B",
                        "   a b c d e",
                        "Black 4/2 in hand, captured 1; White 5/2 in hand, captured 0",
                        "last move c4; White to move",
                        ""),
                game.renderText(state));
        assertTrue(game.renderText(game.initialState()).endsWith("White to place the neutral Henge\n"));
        GoRoGoState over = game.parsePosition("BWBWB/WBWBW/BWBWB/WBWBW/HHHHH b 0/0 0/0 0,0");
        assertTrue(game.renderText(over).endsWith("result win:w:tie-white\n"));
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
