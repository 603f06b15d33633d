package io.github.boardrules.examples.scala

import io.github.boardrules.bargo.Bargo
import org.junit.jupiter.api.Assertions.{assertEquals, assertFalse, assertTrue}
import org.junit.jupiter.api.Test
import scala.jdk.CollectionConverters.*

class ScalaExampleTest:
  @Test
  def playsACompleteGameOfEveryGame(): Unit =
    val lines = ScalaExample.playAll()
    assertEquals(List("bargo", "gorogo", "baokigogo"), lines.map(_.takeWhile(_ != ':')))
    lines.foreach(line => assertFalse(line.contains("ongoing"), s"every game is played to its end: $line"))

  @Test
  def describesBargoMovesExhaustively(): Unit =
    val game = Bargo.standard()
    val names = game.legalMoves(game.initialState()).asScala.map(ScalaExample.describe).toSet
    assertTrue(names.contains("take the button"))
    assertTrue(names.exists(_.startsWith("place on ")))

  @Test
  def theFirstProgramRuns(): Unit =
    FirstProgram.main(Array.empty) // the README's program; it throws if a move were refused
