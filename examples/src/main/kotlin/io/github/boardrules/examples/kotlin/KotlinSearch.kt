package io.github.boardrules.examples.kotlin

import io.github.boardrules.baokigogo.BaoKigogo
import io.github.boardrules.bargo.Bargo
import io.github.boardrules.common.Game
import io.github.boardrules.gorogo.GoRoGo
import kotlin.random.Random

/**
 * One training sample as a learning loop wants it: the observation tensor seen by the mover, the
 * legal actions as a mask, and the action played.
 */
class Sample(val observation: FloatArray, val mask: LongArray, val action: Int) {
    /** Whether the mask allows an action: bit `a & 63` of word `a / 64`. */
    fun allows(action: Int): Boolean = (mask[action ushr 6] ushr action) and 1L == 1L
}

/**
 * Plays one game with uniformly random actions drawn from the legal-action mask, and collects a
 * sample per position, each followed by its image under a random symmetry (data augmentation: the
 * state turned with the board, the action turned with it).
 */
fun <S : Any, M : Any> collectSamples(game: Game<S, M>, seed: Long, maxPlies: Int = 400): List<Sample> {
    val search = game.searchSupport()
    val random = Random(seed)
    val samples = mutableListOf<Sample>()
    var state = game.initialState()
    var plies = 0
    while (!game.status(state).isOver && plies++ < maxPlies) {
        val mask = search.legalActionMask(state)
        val legal = (0 until search.actionCount()).filter { (mask[it ushr 6] ushr it) and 1L == 1L }
        val action = legal.random(random)
        samples += Sample(search.observation(state), mask, action)
        val k = random.nextInt(search.symmetryCount())
        val image = search.transform(state, k)
        samples += Sample(search.observation(image), search.legalActionMask(image), search.transformAction(action, k))
        state = game.apply(state, search.moveOf(state, action))
    }
    return samples
}

/** A line per game: its action count, tensor shape, symmetries and the samples of one game. */
fun searchTour(): List<String> = listOf(Bargo.standard().withRules("base=4"), GoRoGo.standard(), BaoKigogo.standard())
    .map { game ->
        val search = game.searchSupport()
        "${game.id()}: ${search.actionCount()} actions, tensor ${search.observationShape().joinToString("x")}, " +
            "${search.symmetryCount()} symmetries, ${collectSamples(game, seed = 1).size} samples"
    }
