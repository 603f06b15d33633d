package io.github.boardrules.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.testing.tictactoe.TicTacToe;
import java.util.List;
import org.junit.jupiter.api.Test;

class GameRecordTest {
    private static final TicTacToe GAME = TicTacToe.GAME;

    private static List<FileRank> moves(String... names) {
        return java.util.Arrays.stream(names).map(FileRank::parse).toList();
    }

    @Test
    void writesTheFieldsInOrder() {
        GameRecord<TicTacToe.State, FileRank> rec = GameRecord.fromStart(GAME, moves("b2", "a1", "c3"));
        assertEquals("game: tictactoe\nrules:\nstart: .../.../... x\nmoves: b2 a1 c3\nresult: ongoing\n", rec.format());
    }

    @Test
    void readsBackToAnEqualRecordAndState() {
        // x wins on the diagonal a1-b2-c3: the result line records it.
        GameRecord<TicTacToe.State, FileRank> rec = GameRecord.fromStart(GAME, moves("b2", "a2", "a1", "b1", "c3"));
        GameRecord<TicTacToe.State, FileRank> back = GameRecord.parse(GAME, rec.format());
        assertEquals(rec, back);
        assertEquals(rec.finalState(), back.finalState());
        assertEquals("win:b:line", GAME.status(back.finalState()).notation());
    }

    @Test
    void writesAndReadsTheRulesOfAGameWithOptions() {
        // Tic-tac-toe has no options; a game that names some writes them after "rules: ", and
        // reading the record selects them again through withRules.
        Game<TicTacToe.State, FileRank> variant = new ForwardingGame<>(GAME, "variant=1", PlayoutPolicy.uniform());
        String text = GameRecord.fromStart(variant, moves("b2")).format();
        assertEquals("game: tictactoe\nrules: variant=1\nstart: .../.../... x\nmoves: b2\nresult: ongoing\n", text);
        GameRecord<TicTacToe.State, FileRank> back =
                GameRecord.parse(new ForwardingGame<>(GAME, "", PlayoutPolicy.uniform()), text);
        assertEquals("variant=1", back.game().rulesNotation());
        assertEquals(moves("b2"), back.moves());
        assertEquals(text, back.format());
    }

    @Test
    void plusAppendsALegalMove() {
        GameRecord<TicTacToe.State, FileRank> rec = GameRecord.fromStart(GAME, moves("b2"));
        assertEquals(moves("b2", "a1"), rec.plus(FileRank.parse("a1")).moves());
        assertThrows(IllegalMoveException.class, () -> rec.plus(FileRank.parse("b2")));
    }

    @Test
    void refusesARecordWithAnIllegalMove() {
        IllegalMoveException e =
                assertThrows(IllegalMoveException.class, () -> GameRecord.fromStart(GAME, moves("b2", "b2")));
        assertEquals(TicTacToe.Refusal.OCCUPIED, e.reason());
    }

    @Test
    void reportsAnIllegalMoveInTextAgainstTheMovesField() {
        String text = "game: tictactoe\nrules:\nstart: .../.../... x\nmoves: b2 b2\n";
        NotationException e = assertThrows(NotationException.class, () -> GameRecord.parse(GAME, text));
        assertEquals("moves", e.field());
        // The second b2 starts at offset 52: 45 for the first three lines, then "moves: b2 ".
        assertEquals(text.indexOf("b2 b2") + 3, e.offset());
        assertInstanceOf(IllegalMoveException.class, e.getCause());
    }

    @Test
    void reportsAnUnreadableMove() {
        String text = "game: tictactoe\nrules:\nstart: .../.../... x\nmoves: b2 zz\n";
        NotationException e = assertThrows(NotationException.class, () -> GameRecord.parse(GAME, text));
        assertEquals("moves", e.field());
        assertEquals(text.indexOf("zz"), e.offset());
    }

    @Test
    void reportsMissingWrongAndMisorderedFields() {
        assertEquals(
                "moves",
                assertThrows(
                                NotationException.class,
                                () -> GameRecord.parse(GAME, "game: tictactoe\nrules:\nstart: .../.../... x\n"))
                        .field());
        assertEquals(
                "game",
                assertThrows(
                                NotationException.class,
                                () -> GameRecord.parse(GAME, "game: chess\nrules:\nstart: .../.../... x\nmoves:\n"))
                        .field());
        assertEquals(
                "game",
                assertThrows(
                                NotationException.class,
                                () -> GameRecord.parse(GAME, "rules:\ngame: tictactoe\nstart: .../.../... x\nmoves:\n"))
                        .field());
        assertEquals(
                "record line",
                assertThrows(NotationException.class, () -> GameRecord.parse(GAME, "hello\n"))
                        .field());
    }

    @Test
    void reportsABadStartPositionAndBadRules() {
        NotationException start = assertThrows(
                NotationException.class, () -> GameRecord.parse(GAME, "game: tictactoe\nrules:\nstart: ..x\nmoves:\n"));
        assertEquals("start", start.field());
        assertTrue(start.getMessage().contains("layout"), start.getMessage());
        NotationException rules = assertThrows(
                NotationException.class,
                () -> GameRecord.parse(GAME, "game: tictactoe\nrules: size=4\nstart: .../.../... x\nmoves:\n"));
        assertEquals("rules", rules.field());
    }

    @Test
    void checksTheResultLine() {
        String text = "game: tictactoe\nrules:\nstart: .../.../... x\nmoves: b2\nresult: draw:full\n";
        NotationException e = assertThrows(NotationException.class, () -> GameRecord.parse(GAME, text));
        assertEquals("result", e.field());
    }

    @Test
    void startsFromAnyPosition() {
        TicTacToe.State start = GAME.parsePosition("x../.o./... x");
        GameRecord<TicTacToe.State, FileRank> rec = new GameRecord<>(GAME, start, moves("c1"));
        assertEquals(rec, GameRecord.parse(GAME, rec.format()));
    }
}
