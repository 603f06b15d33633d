/**
 * The shared vocabulary of the boardrules games and the generic machinery that works with any of
 * them: players, statuses and outcomes, file-and-rank coordinates, the typed exceptions, the
 * {@link io.github.boardrules.common.Game} interface and the {@link io.github.boardrules.common.Games}
 * lookup of the games on the path, perft, seeded random playouts and game
 * records, and the encodings for search and learning code ({@code search}).
 */
module io.github.boardrules.common {
    requires static transitive org.jspecify;
    requires static org.immutables.value.annotations;
    requires org.slf4j;

    exports io.github.boardrules.common;
    exports io.github.boardrules.common.search;
    exports io.github.boardrules.common.internal to
            io.github.boardrules.bargo,
            io.github.boardrules.gorogo,
            io.github.boardrules.baokigogo;

    uses io.github.boardrules.common.GameProvider;
}
