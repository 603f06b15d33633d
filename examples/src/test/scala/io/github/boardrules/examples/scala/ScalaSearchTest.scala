package io.github.boardrules.examples.scala

import io.github.boardrules.gorogo.GoRoGo
import org.junit.jupiter.api.Assertions.{assertArrayEquals, assertEquals, assertTrue}
import org.junit.jupiter.api.Test

class ScalaSearchTest:
  @Test
  def theBatchHoldsEachPositionsObservation(): Unit =
    val game = GoRoGo.standard()
    val (batch, plies, _) = ScalaSearch.playGreedy(game, 3)
    val size = game.searchSupport().observationSize()
    assertEquals(plies * size, batch.length)
    // The first row is the start position's tensor, written into the batch at offset 0.
    assertArrayEquals(game.searchSupport().observation(game.initialState()), batch.take(size))

  @Test
  def theMaskListsTheLegalActions(): Unit =
    val game = GoRoGo.standard()
    val search = game.searchSupport()
    val state = game.initialState()
    assertEquals(search.legalActions(state).toList, ScalaSearch.actionsOf(search.legalActionMask(state), search.actionCount()).toList)

  @Test
  def theTourPlaysEveryGame(): Unit =
    val lines = ScalaSearch.tour()
    assertEquals(List("bargo", "gorogo", "baokigogo"), lines.map(_.takeWhile(_ != ':')))
    // GoRoGo ends once the hands are empty, long before the ply cap.
    assertTrue(lines(1).contains(" win:") || lines(1).contains(" draw:"), lines(1))
