package io.github.boardrules.examples.kotlin

import io.github.boardrules.common.Game
import io.github.boardrules.common.GameRecord
import io.github.boardrules.common.IllegalMoveException
import io.github.boardrules.common.Outcome
import io.github.boardrules.common.PlayoutPolicy
import io.github.boardrules.common.Status
import java.util.SplittableRandom

/**
 * Plays one complete game of [game] with seeded random moves through the public API, from Kotlin:
 * legal moves, apply, an illegal move's reason, the outcome matched with `when`, notation, and a
 * game record written and read back. Returns a short report.
 */
fun <S : Any, M : Any> tour(
    game: Game<S, M>,
    seed: Long,
    policy: PlayoutPolicy<S, M> = game.playoutPolicy(),
    maxPlies: Int = 10_000,
): String {
    val random = SplittableRandom(seed)
    val played = mutableListOf<M>()
    var state = game.initialState()
    var refusal = "none met"
    while (played.size < maxPlies) {
        val legal = game.legalMoves(state)
        if (legal.isEmpty()) break
        // Try the same move twice when the game forbids it: the exception carries a typed reason.
        val move = policy.choose(state, legal, random)
        val next = game.apply(state, move)
        try {
            game.apply(next, move)
        } catch (e: IllegalMoveException) {
            refusal = e.reason().code()
        }
        check(game.parseMove(state, game.formatMove(move)) == move) { "move notation round trip" }
        played += move
        state = next
    }
    val result = when (val status: Status = game.status(state)) {
        is Status.Ongoing -> "ongoing after $maxPlies plies"
        is Outcome.Win -> "${status.winner().code()} wins (${status.reason().code()})"
        is Outcome.Draw -> "draw (${status.reason().code()})"
    }
    val record = GameRecord.fromStart(game, played)
    val back = GameRecord.parse(game, record.format())
    check(back.finalState() == state) { "the record reads back to the same state" }
    return "${game.id()}: ${played.size} plies, $result, illegal-move reason seen: $refusal"
}
