package io.github.boardrules.examples.kotlin

import io.github.boardrules.baokigogo.BaoKigogo
import io.github.boardrules.bargo.Bargo
import io.github.boardrules.bargo.BargoMove
import io.github.boardrules.bargo.BargoState
import io.github.boardrules.common.PlayoutPolicy
import io.github.boardrules.gorogo.GoRoGo

/** Names a Bargo move in words: `when` over the sealed move type is exhaustive, no `else`. */
fun describe(move: BargoMove): String = when (move) {
    is BargoMove.Place -> "place on ${move.cell().notation()} with the wall ${move.wall()}"
    is BargoMove.TakeButton -> "take the button"
    is BargoMove.Pass -> "pass"
}

/** Random placements, and a pass now and then once passing is legal, so that random games end. */
val bargoPolicy = PlayoutPolicy<BargoState, BargoMove> { _, moves, random ->
    val (passes, others) = moves.partition { it is BargoMove.Pass }
    if (passes.isNotEmpty() && (others.isEmpty() || random.nextDouble() < 0.05)) passes.first()
    else others[random.nextInt(others.size)]
}

/** One complete game of each game, played from Kotlin. */
fun playAll(): List<String> = listOf(
    tour(Bargo.standard(), seed = 1, policy = bargoPolicy),
    tour(GoRoGo.standard(), seed = 1),
    tour(BaoKigogo.standard(), seed = 1),
)

fun main() {
    playAll().forEach(::println)
    val game = Bargo.standard()
    println("Bargo's first legal move: " + describe(game.legalMoves(game.initialState()).first()))
}
