/**
 * GoRoGo: 5×5 Go with black, white and neutral Henge pieces, as immutable states and pure
 * functions over them. Start with {@link io.github.boardrules.gorogo.GoRoGo#standard()}.
 */
module io.github.boardrules.gorogo {
    requires transitive io.github.boardrules.common;
    requires static transitive org.jspecify;
    requires static org.immutables.value.annotations;

    exports io.github.boardrules.gorogo;

    provides io.github.boardrules.common.GameProvider with
            io.github.boardrules.gorogo.internal.GoRoGoProvider;
}
