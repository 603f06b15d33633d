package io.github.boardrules.examples.kotlin

import io.github.boardrules.gorogo.GoRoGo

/** The README's first Kotlin program: a few GoRoGo moves, a refused one, the status. */
fun firstProgram() {
    val game = GoRoGo.standard()
    var state = game.initialState()
    for (move in listOf("Hc3", "b2", "d4")) {
        state = game.apply(state, game.parseMove(state, move))
    }
    val refusal = game.check(state, game.parseMove(state, "b2"))
    println(game.formatPosition(state))
    println("b2 again: " + (refusal.map { it.code() }.orElse("legal")))
    println("${game.legalMoves(state).size} legal moves, ${game.status(state).notation()}")
}
