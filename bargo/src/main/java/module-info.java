/**
 * Bargo, Luis Bolaños Mures's Go-like territory game on a hexhex board in which every piece carries
 * a wall: immutable states, legal moves, apply, outcome, notation and SVG rendering. The API is in
 * {@link io.github.boardrules.bargo}; start with {@link io.github.boardrules.bargo.Bargo}.
 */
module io.github.boardrules.bargo {
    requires transitive io.github.boardrules.common;
    requires static transitive org.jspecify;
    requires static org.immutables.value.annotations;

    exports io.github.boardrules.bargo;

    provides io.github.boardrules.common.GameProvider with
            io.github.boardrules.bargo.internal.BargoProvider;
}
