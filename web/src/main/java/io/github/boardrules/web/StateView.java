package io.github.boardrules.web;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Player;
import io.github.boardrules.common.Score;
import io.github.boardrules.common.Status;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A game's state as the API sends it (JSON).
 *
 * @param id the game's id on the server
 * @param game the game's id in the registry, e.g. {@code bargo}
 * @param rules the rules notation the game is played under
 * @param position the position notation
 * @param svg the library's picture of the position
 * @param toMove the code of the player to move
 * @param opponent the code of the other player
 * @param ply the number of plies played
 * @param status the status notation ({@code ongoing}, {@code win:b:score}, …); a resignation is
 *     {@code win:<opponent>:resignation}
 * @param over whether the game has ended (by the rules or by resignation)
 * @param winner the winner's code, when a player has won
 * @param reason the end reason's code, when the game has ended
 * @param scores the scores of a finished game that has them
 * @param resigned the code of the player who resigned, if one did
 * @param legalMoves the legal moves, each with the target it names on the board
 * @param targets where the SVG draws each cell, point or hole: the shapes carrying {@code
 *     data-target} in {@code svg}
 * @param record the game record (see {@link GameSession} for resignations)
 * @param lastMove the notation of the last move played, null at the start
 * @param lastTarget the cell, point or hole the last move names, the empty string for a move that
 *     names none; null at the start
 * @param trail the sowing trail of the last move in Bao Kigogo; null otherwise
 * @param version the stored version: it grows with every change (move, undo, bot move,
 *     resignation), so unlike {@code ply} it never comes back after an undo and another move
 */
public record StateView(
        String id,
        String game,
        String rules,
        String position,
        String svg,
        String toMove,
        String opponent,
        int ply,
        String status,
        boolean over,
        @Nullable String winner,
        @Nullable String reason,
        List<PlayerScore> scores,
        @Nullable String resigned,
        List<LegalMove> legalMoves,
        List<Target> targets,
        String record,
        @Nullable String lastMove,
        @Nullable String lastTarget,
        @Nullable TrailView trail,
        long version) {

    /**
     * A legal move.
     *
     * @param move its notation
     * @param target the cell, point or hole it names, or the empty string ({@code pass}, {@code button})
     */
    public record LegalMove(String move, String target) {}

    /**
     * A player's score in a finished game.
     *
     * @param player the player's code
     * @param points the points
     */
    public record PlayerScore(String player, double points) {}

    /**
     * The last ply of a game: the state it was played in and the move.
     *
     * @param before the state before the move
     * @param move the move
     * @param <S> the state type
     * @param <M> the move type
     */
    record Ply<S, M>(S before, M move) {}

    static <S, M> StateView of(
            String id,
            Game<S, M> game,
            S state,
            int ply,
            long version,
            @Nullable Player resigned,
            String record,
            @Nullable Ply<S, M> last) {
        Status status = game.status(state);
        String svg = game.renderSvg(state);
        List<Target> targets = SvgTargets.of(svg);
        List<LegalMove> legal = new ArrayList<>();
        if (resigned == null) {
            for (M move : game.legalMoves(state)) {
                String text = game.formatMove(move);
                legal.add(new LegalMove(text, SvgTargets.targetOf(targets, text)));
            }
        }
        @Nullable String lastMove = last == null ? null : game.formatMove(last.move());
        String notation = status.notation();
        @Nullable String winner = null;
        @Nullable String reason = null;
        List<PlayerScore> scores = new ArrayList<>();
        if (resigned != null) {
            winner = resigned.opponent().code();
            reason = "resignation";
            notation = "win:" + winner + ":" + reason;
        } else if (status instanceof Outcome outcome) {
            winner = outcome instanceof Outcome.Win win ? win.winner().code() : null;
            reason = outcome.reason().code();
            for (Score score : outcome.scores()) {
                scores.add(new PlayerScore(score.player().code(), score.points()));
            }
        }
        return new StateView(
                id,
                game.id(),
                game.rulesNotation(),
                game.formatPosition(state),
                svg,
                game.playerToMove(state).code(),
                game.playerToMove(state).opponent().code(),
                ply,
                notation,
                resigned != null || status.isOver(),
                winner,
                reason,
                List.copyOf(scores),
                resigned == null ? null : resigned.code(),
                List.copyOf(legal),
                targets,
                record,
                lastMove,
                lastMove == null ? null : SvgTargets.targetOf(targets, lastMove),
                last == null ? null : TrailView.of(game, last.before(), last.move()),
                version);
    }
}
