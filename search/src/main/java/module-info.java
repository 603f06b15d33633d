/**
 * Search over the boardrules games through the common {@link io.github.boardrules.common.Game} and
 * {@link io.github.boardrules.common.search.SearchSupport} interfaces: Monte Carlo tree search bots
 * and bot matches ({@code bot}), self-play data for learning code ({@code selfplay}) and the GoRoGo
 * solver ({@code solve}).
 */
module io.github.boardrules.search {
    requires transitive io.github.boardrules.common;
    requires transitive io.github.boardrules.gorogo;
    requires static transitive org.jspecify;
    requires static org.immutables.value.annotations;

    exports io.github.boardrules.search.bot;
    exports io.github.boardrules.search.selfplay;
    exports io.github.boardrules.search.solve;
}
