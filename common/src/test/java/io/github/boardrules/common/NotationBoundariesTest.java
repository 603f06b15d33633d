package io.github.boardrules.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.testing.tictactoe.TicTacToe;
import org.junit.jupiter.api.Test;

/** The edges of the common notations: first and last letters and digits, offsets, messages. */
class NotationBoundariesTest {
    @Test
    void fileLettersRunFromAToZ() {
        assertEquals(new FileRank(0, 1), FileRank.parse("a1"));
        assertEquals(new FileRank(25, 9), FileRank.parse("z9"));
        // '`' and '{' sit just outside a..z in ASCII.
        assertEquals(
                0,
                assertThrows(NotationException.class, () -> FileRank.parse("`1"))
                        .offset());
        assertEquals(
                0,
                assertThrows(NotationException.class, () -> FileRank.parse("{1"))
                        .offset());
    }

    @Test
    void rankDigitsRunFromZeroToNineUpToNinetyNine() {
        assertEquals(10, FileRank.parse("a10").rank());
        assertEquals(99, FileRank.parse("a99").rank());
        // '/' and ':' sit just outside 0..9 in ASCII.
        assertEquals(
                1,
                assertThrows(NotationException.class, () -> FileRank.parse("a/"))
                        .offset());
        assertEquals(
                2,
                assertThrows(NotationException.class, () -> FileRank.parse("a1:"))
                        .offset());
        NotationException large = assertThrows(NotationException.class, () -> FileRank.parse("a100"));
        assertEquals(1, large.offset());
        assertTrue(large.getMessage().contains("a rank number must be 1..99"), large.getMessage());
    }

    @Test
    void aSliceIsReadWithOffsetsIntoTheWholeInput() {
        assertEquals(new FileRank(2, 3), FileRank.parse("xxc3yy", 2, 4, "cell"));
        NotationException e = assertThrows(NotationException.class, () -> FileRank.parse("xxc3yy", 2, 3, "cell"));
        assertEquals(2, e.offset());
        assertEquals("cell", e.field());
        assertEquals("c3", FileRank.parse("c3").toString());
    }

    @Test
    void recordsToleratesBlankLinesAndWindowsLineEnds() {
        String text = "\ngame: tictactoe\r\nrules:\r\n\r\nstart: .../.../... x\r\nmoves: b2 a1\r\n";
        assertEquals(2, GameRecord.parse(TicTacToe.GAME, text).moves().size());
    }

    @Test
    void anUnknownFieldIsNamedAsSuch() {
        NotationException e = assertThrows(
                NotationException.class, () -> GameRecord.parse(TicTacToe.GAME, "colour: black\ngame: tictactoe\n"));
        assertEquals("record line", e.field());
        assertEquals(0, e.offset());
    }

    @Test
    void errorsPointAtTheFieldValueAndNameTheMove() {
        String badRules = "game: tictactoe\nrules: size=4\nstart: .../.../... x\nmoves:\n";
        assertEquals(
                badRules.indexOf("rules:") + "rules:".length(),
                assertThrows(NotationException.class, () -> GameRecord.parse(TicTacToe.GAME, badRules))
                        .offset());
        String badResult = "game: tictactoe\nrules:\nstart: .../.../... x\nmoves: b2\nresult: draw:full\n";
        assertEquals(
                badResult.indexOf("result:") + "result:".length(),
                assertThrows(NotationException.class, () -> GameRecord.parse(TicTacToe.GAME, badResult))
                        .offset());
        String illegal = "game: tictactoe\nrules:\nstart: .../.../... x\nmoves: b2 b2\n";
        assertTrue(assertThrows(NotationException.class, () -> GameRecord.parse(TicTacToe.GAME, illegal))
                .getMessage()
                .contains("move 2 'b2' is illegal"));
        String unreadable = "game: tictactoe\nrules:\nstart: .../.../... x\nmoves: b2 a1 q\n";
        assertTrue(assertThrows(NotationException.class, () -> GameRecord.parse(TicTacToe.GAME, unreadable))
                .getMessage()
                .contains("move 3 'q'"));
    }

    @Test
    void perftAndPlayoutsAcceptTheirSmallestArguments() {
        TicTacToe game = TicTacToe.GAME;
        assertEquals(9, Perft.countEachDepth(game, game.initialState(), 1)[0]);
        assertEquals(9, Perft.divide(game, game.initialState(), 1).size());
        Playout<TicTacToe.State> one = Playouts.play(
                game,
                game.initialState(),
                PlayoutOptions.builder().seed(1).maxPlies(1).build());
        assertEquals(1, one.plies());
    }

    @Test
    void longInputsAreAbbreviatedInMessages() {
        String exactly200 = "x".repeat(200);
        assertTrue(new NotationException("f", 0, exactly200, "p").getMessage().contains(exactly200 + "'"));
        String longer = "x".repeat(201);
        assertTrue(new NotationException("f", 0, longer, "p").getMessage().contains(exactly200 + "…'"));
    }

    @Test
    void theDefaultTextRenderingIsThePosition() {
        TicTacToe game = TicTacToe.GAME;
        assertEquals(game.formatPosition(game.initialState()), game.renderText(game.initialState()));
    }
}
