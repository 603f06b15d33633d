package io.github.boardrules.examples.kotlin

import io.github.boardrules.baokigogo.BaoKigogo
import io.github.boardrules.bargo.Bargo
import io.github.boardrules.bargo.BargoMove
import io.github.boardrules.gorogo.GoRoGo

/** Names a Bargo move in words: `when` over the sealed move type is exhaustive, no `else`. */
fun describe(move: BargoMove): String = when (move) {
    is BargoMove.Place -> "place on ${move.cell().notation()} with the wall ${move.wall()}"
    is BargoMove.TakeButton -> "take the button"
    is BargoMove.Pass -> "pass"
}

/** One complete game of each game, played from Kotlin. */
fun playAll(): List<String> = listOf(
    tour(Bargo.standard(), seed = 1),
    tour(GoRoGo.standard(), seed = 1),
    tour(BaoKigogo.standard(), seed = 1),
)

fun main() {
    playAll().forEach(::println)
    val game = Bargo.standard()
    println("Bargo's first legal move: " + describe(game.legalMoves(game.initialState()).first()))
}
