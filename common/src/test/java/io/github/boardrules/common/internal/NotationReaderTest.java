package io.github.boardrules.common.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.FileRank;
import io.github.boardrules.common.NotationException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one cursor every parser reads through: offsets into the whole input, and uniform numbers. */
class NotationReaderTest {
    private static final IntegerSyntax KOMI = new IntegerSyntax("komi", -61, 61);
    private static final IntegerSyntax COUNT = IntegerSyntax.natural("count", 92);

    private static NotationException refused(String input, int from, int to, IntegerSyntax syntax) {
        NotationReader reader = NotationReader.of(input, "field");
        return assertThrows(
                NotationException.class, () -> reader.integer(new Token(input.substring(from, to), from), syntax));
    }

    @Test
    void integersAreReadInCanonicalFormOnly() {
        NotationReader reader = NotationReader.of("x 12 -7 0", "n");
        assertEquals(12, reader.integer(new Token("12", 2), COUNT));
        assertEquals(-7, reader.integer(new Token("-7", 5), KOMI));
        assertEquals(0, reader.integer(new Token("0", 8), KOMI));
    }

    @Test
    void integerErrorsPointAtTheFaultInTheWholeInput() {
        // "komi=07": the leading zero is the fault, at offset 5 of the whole text.
        NotationException zero = refused("komi=07", 5, 7, KOMI);
        assertEquals(5, zero.offset());
        assertEquals("field", zero.field());
        assertTrue(zero.getMessage().contains("leading zero"), zero.getMessage());
        // A letter in the middle is reported where it stands.
        assertEquals(8, refused("counts 1x", 7, 9, COUNT).offset());
        // Out of range, empty, negative where not allowed, minus zero: at the number's start.
        assertEquals(3, refused("ab 93", 3, 5, COUNT).offset());
        assertTrue(refused("ab 93", 3, 5, COUNT).getMessage().contains("0..92"));
        assertEquals(3, refused("ab ", 3, 3, COUNT).offset());
        assertTrue(refused("ab -1", 3, 5, COUNT).getMessage().contains("cannot be negative"));
        assertTrue(refused("k -0", 2, 4, KOMI).getMessage().contains("write zero as 0"));
        assertTrue(refused("k -62", 2, 5, KOMI).getMessage().contains("-61..61"));
        // A number too long for a long is refused as out of range, not wrapped.
        assertEquals(0, refused("99999999999999999999999", 0, 23, COUNT).offset());
    }

    @Test
    void aMinimumAboveZeroIsEnforced() {
        IntegerSyntax rank = new IntegerSyntax("rank number", 1, 99);
        assertTrue(refused("c0", 1, 2, rank).getMessage().contains("1..99"));
    }

    @Test
    void wordsKeepTheirOffsetsAndSkipRuns() {
        List<Token> words = NotationReader.of("  base=7   komi=3 ", "rules").words(' ');
        assertEquals(List.of(new Token("base=7", 2), new Token("komi=3", 11)), words);
        assertTrue(NotationReader.of("", "rules").words(' ').isEmpty());
    }

    @Test
    void splitKeepsEmptyPieces() {
        List<Token> pieces = NotationReader.split(new Token("1,,3", 10), ',');
        assertEquals(List.of(new Token("1", 10), new Token("", 12), new Token("3", 13)), pieces);
        // A separator first or last gives an empty piece there; no separator, the token itself.
        assertEquals(List.of(new Token("", 4), new Token("a", 5)), NotationReader.split(new Token(",a", 4), ','));
        assertEquals(List.of(new Token("a", 4), new Token("", 6)), NotationReader.split(new Token("a,", 4), ','));
        assertEquals(List.of(new Token("ab", 4)), NotationReader.split(new Token("ab", 4), ','));
    }

    @Test
    void optionsAreKeyValueWordsEachKeyOnce() {
        List<RulesOption> options = NotationReader.of("base=7 komi=", "rules").options("expected key=value");
        assertEquals(new Token("base", 0), options.get(0).key());
        assertEquals(new Token("7", 5), options.get(0).value());
        assertEquals(new Token("", 12), options.get(1).value());
        NotationException bare = assertThrows(
                NotationException.class,
                () -> NotationReader.of("base=7 oops", "rules").options("expected key=value"));
        assertEquals(7, bare.offset());
        assertEquals(
                "expected key=value",
                bare.getMessage().substring(bare.getMessage().lastIndexOf(": ") + 2));
        NotationException twice = assertThrows(
                NotationException.class,
                () -> NotationReader.of("a=1 a=2", "rules").options("expected key=value"));
        assertEquals(4, twice.offset());
        assertTrue(twice.getMessage().contains("repeated"));
        // A word must have a key before its '=': "=7" is refused at its start, offset 7.
        NotationException noKey = assertThrows(
                NotationException.class,
                () -> NotationReader.of("base=7 =7", "rules").options("expected key=value"));
        assertEquals(7, noKey.offset());
    }

    @Test
    void aLeadingZeroAfterTheMinusIsReportedWhereItStands() {
        // "komi=-07": the minus at offset 5, the leading zero at offset 6.
        assertEquals(6, refused("komi=-07", 5, 8, KOMI).offset());
        assertTrue(refused("komi=-07", 5, 8, KOMI).getMessage().contains("leading zero"));
    }

    @Test
    void theReaderKnowsItsInputFieldAndOffset() {
        NotationReader reader = NotationReader.of("b - x 0", "position");
        assertEquals("b - x 0", reader.input());
        assertEquals("position", reader.field());
        assertEquals(0, reader.offset());
        assertEquals("komi", reader.field("komi").field());
        assertTrue(reader.accept('b'));
        assertEquals(1, reader.offset());
        // Errors name the field read now and the offset into the whole input.
        NotationException e = reader.error("not a number");
        assertEquals("komi", e.field());
        assertEquals(1, e.offset());
        assertEquals("b - x 0", e.input());
    }

    @Test
    void seekMovesTheCursorWithinTheInput() {
        NotationReader reader = NotationReader.of("abc", "f");
        // 0..length are offsets of the cursor: length is the end.
        assertEquals(3, reader.seek(3).offset());
        assertTrue(reader.atEnd());
        assertEquals(0, reader.seek(0).offset());
        assertEquals('a', reader.peek());
        assertEquals(2, reader.seek(2).offset());
        assertEquals('c', reader.peek());
        assertThrows(IndexOutOfBoundsException.class, () -> reader.seek(-1));
        assertThrows(IndexOutOfBoundsException.class, () -> reader.seek(4));
        // A refused seek leaves the cursor where it was.
        assertEquals(2, reader.offset());
    }

    @Test
    void acceptConsumesOnlyWhatIsThere() {
        NotationReader reader = NotationReader.of("base=7 Komi", "rules");
        assertFalse(reader.accept("komi"));
        assertEquals(0, reader.offset());
        assertTrue(reader.accept("base="));
        assertEquals(5, reader.offset());
        assertFalse(reader.acceptIgnoringCase('x'));
        assertEquals(5, reader.offset());
        assertTrue(reader.accept("7 "));
        // 'K' in either case; the text must match exactly.
        assertFalse(reader.accept("komi"));
        assertTrue(reader.acceptIgnoringCase('k'));
        assertEquals(8, reader.offset());
        assertTrue(reader.accept("omi"));
        assertTrue(reader.atEnd());
        // At the end no character is there (peek's 0 is not one); the empty text always is, and
        // consumes nothing.
        assertFalse(reader.acceptIgnoringCase('k'));
        assertFalse(reader.accept('\0'));
        assertTrue(reader.accept(""));
        assertEquals(11, reader.offset());
    }

    @Test
    void theCursorReadsTokensAndCharacters() {
        NotationReader reader = NotationReader.of("Hc3 x", "move");
        assertTrue(reader.acceptIgnoringCase('h'));
        Token point = reader.token(' ');
        assertEquals(new Token("c3", 1), point);
        assertEquals(3, point.end());
        assertTrue(reader.accept(' '));
        assertFalse(reader.accept('y'));
        NotationException end = assertThrows(NotationException.class, () -> reader.expectEnd("unexpected text"));
        assertEquals(4, end.offset());
        assertEquals(new Token("x", 4), reader.rest());
        assertTrue(reader.atEnd());
        assertEquals(0, reader.peek());
        assertThrows(NotationException.class, () -> reader.expect(';', "expected ;"));
        assertEquals(new Token("3", 2), point.from(1));
        assertEquals(new Token("c", 1), point.upTo(1));
    }

    @Test
    void fileRankReadsEveryGamesCoordinates() {
        NotationReader reader = NotationReader.of("move K12", "cell");
        assertEquals(new FileRank(10, 12), reader.fileRank(new Token("K12", 5), 99));
        NotationException digit = assertThrows(NotationException.class, () -> reader.fileRank(new Token("K1x", 5), 99));
        assertEquals(7, digit.offset());
        assertEquals("cell", digit.field());
        assertEquals(
                5,
                assertThrows(NotationException.class, () -> reader.fileRank(new Token("12", 5), 99))
                        .offset());
    }
}
