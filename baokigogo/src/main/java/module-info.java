/**
 * Bao Kigogo, the four-row mancala of the Gogo people of Tanzania, as an immutable rules engine on
 * the boardrules common API. The entry point is {@link io.github.boardrules.baokigogo.BaoKigogo}.
 */
module io.github.boardrules.baokigogo {
    requires transitive io.github.boardrules.common;
    requires org.slf4j;
    requires static transitive org.jspecify;
    requires static org.immutables.value.annotations;

    exports io.github.boardrules.baokigogo;

    provides io.github.boardrules.common.GameProvider with
            io.github.boardrules.baokigogo.internal.BaoKigogoProvider;
}
