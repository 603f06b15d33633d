package io.github.boardrules.examples.kotlin

import io.github.boardrules.bargo.Bargo
import io.github.boardrules.gorogo.GoRoGo
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

class KotlinSearchTest {
    @Test
    fun everySampleIsConsistent() {
        // Bargo's 12 symmetries turn walls too: a turned action must still be legal in the turned state.
        for (game in listOf(Bargo.standard().withRules("base=3"), GoRoGo.standard())) {
            val search = game.searchSupport()
            val samples = collectSamples(game, seed = 5)
            assertTrue(samples.isNotEmpty())
            samples.forEach {
                assertEquals(search.observationSize(), it.observation.size)
                assertTrue(it.allows(it.action), "${game.id()}: action ${it.action} is in its mask")
            }
        }
    }

    @Test
    fun theTourNamesEveryGame() {
        val lines = searchTour()
        assertEquals(listOf("bargo", "gorogo", "baokigogo"), lines.map { it.substringBefore(':') })
        // GoRoGo: 25 points x {piece, Henge}; the tensor of 11 planes on the 5 x 5 board.
        assertTrue(lines[1].startsWith("gorogo: 50 actions, tensor 11x5x5, 8 symmetries, "), lines[1])
    }
}
