package io.github.boardrules.common.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * One {@code key=value} option of a rules notation.
 *
 * @param key the key
 * @param value the value, possibly empty
 */
public record RulesOption(Token key, Token value) {
    /** Reads the rest of a reader's input as options; see {@link NotationReader#options}. */
    static List<RulesOption> readAll(NotationReader reader, String problem) {
        List<RulesOption> options = new ArrayList<>();
        for (Token word : reader.words(' ')) {
            int eq = word.text().indexOf('=');
            if (eq <= 0) {
                throw reader.errorAt(word.offset(), problem);
            }
            RulesOption option = new RulesOption(word.upTo(eq), word.from(eq + 1));
            for (RulesOption earlier : options) {
                if (earlier.key().text().equals(option.key().text())) {
                    throw reader.errorAt(
                            word.offset(), "option '" + option.key().text() + "' repeated");
                }
            }
            options.add(option);
        }
        return options;
    }
}
