package io.github.boardrules.common.internal;

import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Player;
import io.github.boardrules.common.Status;
import io.github.boardrules.common.search.SearchSupport;

/** {@link SearchSupport#moverResult} from a game's status, for games whose status is cheap enough. */
public final class MoverResults {
    private MoverResults() {}

    /**
     * A status seen by one player.
     *
     * @param status the game's status
     * @param mover the player to move
     * @return {@link SearchSupport#WIN}, {@link SearchSupport#LOSS}, {@link SearchSupport#DRAW} or
     *     {@link SearchSupport#ONGOING}
     */
    public static int of(Status status, Player mover) {
        if (status instanceof Outcome.Win win) {
            return win.winner().equals(mover) ? SearchSupport.WIN : SearchSupport.LOSS;
        }
        return status instanceof Outcome.Draw ? SearchSupport.DRAW : SearchSupport.ONGOING;
    }
}
