package io.github.boardrules.baokigogo;

import static io.github.boardrules.baokigogo.Positions.GAME;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.NotationException;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * Mutated positions, moves and rules strings: each either reads (and then writes back the same
 * canonical text) or is refused with a {@link NotationException} whose offset lies within the
 * input — never another exception.
 */
class NotationProperties {
    private static final String ALPHABET = "0123456789,/ SNsnabcl-x=.\t";

    static String mutate(String text, SplittableRandom random) {
        StringBuilder sb = new StringBuilder(text);
        int edits = 1 + random.nextInt(4);
        for (int e = 0; e < edits; e++) {
            int kind = random.nextInt(3);
            int at = sb.length() == 0 ? 0 : random.nextInt(sb.length());
            char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
            if (kind == 0 && sb.length() > 0) {
                sb.deleteCharAt(at);
            } else if (kind == 1) {
                sb.insert(at, c);
            } else if (sb.length() > 0) {
                sb.setCharAt(at, c);
            }
        }
        return sb.toString();
    }

    @Property(tries = 2000)
    void mutatedPositionsReadOrAreRefusedCleanly(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        String base = random.nextBoolean()
                ? GAME.formatPosition(GAME.initialState())
                : RandomPositionsProperties.randomPosition(random);
        String text = mutate(base, random);
        try {
            BaoState state = GAME.parsePosition(text);
            assertEquals(text, GAME.formatPosition(state));
        } catch (NotationException e) {
            assertTrue(e.offset() >= 0 && e.offset() <= text.length(), e.getMessage());
            assertTrue(!e.field().isEmpty());
        }
    }

    @Property(tries = 1000)
    void mutatedMovesAndRulesReadOrAreRefusedCleanly(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        String move = mutate("c1", random);
        try {
            assertEquals(
                    move.toLowerCase(java.util.Locale.ROOT),
                    GAME.formatMove(GAME.parseMove(GAME.initialState(), move)));
        } catch (NotationException e) {
            assertTrue(e.offset() >= 0 && e.offset() <= move.length(), e.getMessage());
        }
        String rules = mutate(random.nextBoolean() ? "endless=loss" : "endless=draw laps=100", random);
        try {
            BaoKigogo game = GAME.withRules(rules);
            assertEquals(game, GAME.withRules(game.rulesNotation()));
        } catch (NotationException e) {
            assertTrue(e.offset() >= 0 && e.offset() <= rules.length(), e.getMessage());
        }
    }
}
