package io.github.boardrules.examples.scala

import io.github.boardrules.testing.tictactoe.TicTacToe
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class ScalaTourTest:
  @Test
  def playsACompleteGameOfTheTestGame(): Unit =
    val report = ScalaTour.tour(TicTacToe.GAME, 3)
    // A tic-tac-toe game ends within nine plies and replaying a move hits 'occupied'.
    assertTrue(report.startsWith("tictactoe: "), report)
    assertTrue(report.contains("occupied") || report.contains("game-over"), report)
    assertTrue(!report.contains("ongoing"), report)
