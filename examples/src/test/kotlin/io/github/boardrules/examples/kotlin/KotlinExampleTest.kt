package io.github.boardrules.examples.kotlin

import io.github.boardrules.bargo.Bargo
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertTrue

class KotlinExampleTest {
    @Test
    fun playsACompleteGameOfEveryGame() {
        val lines = playAll()
        assertEquals(listOf("bargo", "gorogo", "baokigogo"), lines.map { it.substringBefore(':') })
        lines.forEach { assertFalse("ongoing" in it, "every game is played to its end: $it") }
    }

    @Test
    fun describesBargoMovesExhaustively() {
        val game = Bargo.standard()
        val names = game.legalMoves(game.initialState()).map(::describe).toSet()
        assertTrue("take the button" in names)
        assertTrue(names.any { it.startsWith("place on ") })
    }

    @Test
    fun theFirstProgramRuns() {
        firstProgram() // the README's program; it throws if a move were refused
    }
}
