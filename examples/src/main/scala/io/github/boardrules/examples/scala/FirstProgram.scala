package io.github.boardrules.examples.scala

import io.github.boardrules.gorogo.GoRoGo

/** The README's first Scala program: a few GoRoGo moves, a refused one, the status. */
object FirstProgram:
  def main(args: Array[String]): Unit =
    val game = GoRoGo.standard()
    var state = game.initialState()
    for move <- List("Hc3", "b2", "d4") do state = game.apply(state, game.parseMove(state, move))
    val refusal = game.check(state, game.parseMove(state, "b2"))
    println(game.formatPosition(state))
    println("b2 again: " + refusal.map(_.code()).orElse("legal"))
    println(s"${game.legalMoves(state).size} legal moves, ${game.status(state).notation()}")
