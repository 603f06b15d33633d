package io.github.boardrules.examples.kotlin

import io.github.boardrules.testing.tictactoe.TicTacToe
import kotlin.test.Test
import kotlin.test.assertTrue

class KotlinTourTest {
    @Test
    fun playsACompleteGameOfTheTestGame() {
        val report = tour(TicTacToe.GAME, seed = 3)
        // A tic-tac-toe game ends within nine plies and replaying a move hits 'occupied'.
        assertTrue(report.startsWith("tictactoe: "), report)
        assertTrue("occupied" in report || "game-over" in report, report)
        assertTrue("ongoing" !in report, report)
    }
}
