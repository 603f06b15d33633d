package io.github.boardrules.common;

import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Inputs for fuzzing parsers: random text, random bytes decoded as UTF-8, and mutations of valid
 * inputs (a character dropped, doubled, swapped or replaced, a number made huge or negative, a
 * field removed, a Unicode look-alike, a very long repetition).
 */
public final class TextFuzz {
    /** Characters that look like ASCII notation but are not. */
    private static final String LOOK_ALIKES = "аеорсхВНМ０１２３ｂｗ٣۵\u00a0\u2007\u200b\u2013\u2215／，";

    private TextFuzz() {}

    /**
     * Random strings and random bytes decoded as UTF-8.
     *
     * @return the arbitrary
     */
    public static Arbitrary<String> noise() {
        Arbitrary<String> printable = Arbitraries.strings().ascii().ofMaxLength(80);
        Arbitrary<String> unicode = Arbitraries.strings().all().ofMaxLength(40);
        Arbitrary<String> bytes =
                Arbitraries.bytes().array(byte[].class).ofMaxSize(60).map(b -> new String(b, StandardCharsets.UTF_8));
        return Arbitraries.oneOf(printable, unicode, bytes);
    }

    /**
     * One to three random edits of a valid input.
     *
     * @param valid valid inputs to start from
     * @return the arbitrary
     */
    public static Arbitrary<String> mutationsOf(List<String> valid) {
        Arbitrary<String> once = Combinators.combine(
                        Arbitraries.of(valid), Arbitraries.integers().between(0, 8), Arbitraries.longs())
                .as(TextFuzz::mutate);
        return Arbitraries.oneOf(once, once.map(s -> mutate(s, Math.floorMod(s.hashCode(), 8), s.length())));
    }

    /**
     * Random text and mutations of valid inputs, in equal shares.
     *
     * @param valid valid inputs to start from
     * @return the arbitrary
     */
    public static Arbitrary<String> inputsAround(List<String> valid) {
        return Arbitraries.oneOf(noise(), mutationsOf(valid));
    }

    /**
     * One edit of a text.
     *
     * @param text the text
     * @param kind which edit, 0..8
     * @param seed where and what
     * @return the edited text
     */
    public static String mutate(String text, int kind, long seed) {
        if (text.isEmpty()) {
            return "x";
        }
        int at = (int) Math.floorMod(seed, (long) text.length());
        char c = text.charAt(at);
        switch (kind) {
            case 0: // drop a character
                return text.substring(0, at) + text.substring(at + 1);
            case 1: // double a character
                return text.substring(0, at) + c + text.substring(at);
            case 2: // swap two neighbours
                if (at + 1 < text.length()) {
                    return text.substring(0, at) + text.charAt(at + 1) + c + text.substring(at + 2);
                }
                return c + text.substring(0, at);
            case 3: // a Unicode look-alike
                char alike = LOOK_ALIKES.charAt((int) Math.floorMod(seed >>> 8, (long) LOOK_ALIKES.length()));
                return text.substring(0, at) + alike + text.substring(at + 1);
            case 4: // a number made huge or negative
                String number = (seed & 1) == 0 ? "99999999999999999999" : "-" + (seed >>> 40);
                return text.substring(0, at) + number + text.substring(at);
            case 5: // a field removed
                String[] fields = text.split("[ /,]", -1);
                if (fields.length > 1) {
                    int drop = (int) Math.floorMod(seed, (long) fields.length);
                    int start = 0;
                    for (int i = 0; i < drop; i++) {
                        start += fields[i].length() + 1;
                    }
                    int end = Math.min(text.length(), start + fields[drop].length() + 1);
                    return text.substring(0, start) + text.substring(end);
                }
                return "";
            case 6: // a very long input
                return text.repeat(2000);
            default: // a random printable character
                char random = (char) (' ' + Math.floorMod(seed >>> 16, 95L));
                return text.substring(0, at) + random + text.substring(at + 1);
        }
    }
}
