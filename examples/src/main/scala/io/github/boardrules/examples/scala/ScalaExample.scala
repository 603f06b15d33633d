package io.github.boardrules.examples.scala

import io.github.boardrules.baokigogo.BaoKigogo
import io.github.boardrules.bargo.{Bargo, BargoMove}
import io.github.boardrules.gorogo.GoRoGo

/** One complete game of each game, played from Scala 3. */
object ScalaExample:

  /** Names a Bargo move in words: `match` over the sealed move type. */
  def describe(move: BargoMove): String = move match
    case place: BargoMove.Place => s"place on ${place.cell().notation()} with the wall ${place.wall()}"
    case _: BargoMove.TakeButton => "take the button"
    case _: BargoMove.Pass => "pass"

  def playAll(): List[String] = List(
    ScalaTour.tour(Bargo.standard(), 1),
    ScalaTour.tour(GoRoGo.standard(), 1),
    ScalaTour.tour(BaoKigogo.standard(), 1)
  )

  def main(args: Array[String]): Unit =
    playAll().foreach(println)
