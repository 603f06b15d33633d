package io.github.boardrules.examples.scala

import io.github.boardrules.baokigogo.BaoKigogo
import io.github.boardrules.bargo.Bargo
import io.github.boardrules.common.Game
import io.github.boardrules.gorogo.GoRoGo
import scala.util.Random

/** Actions, masks and tensors from Scala 3: a greedy one-ply player and a batch of observations. */
object ScalaSearch:

  /** The legal actions a mask allows: bit `a & 63` of word `a / 64`. */
  def actionsOf(mask: Array[Long], actionCount: Int): IndexedSeq[Int] =
    (0 until actionCount).filter(a => ((mask(a >>> 6) >>> a) & 1L) == 1L)

  /**
   * Plays a game where each side takes an immediately winning action when there is one, else a
   * random one; returns the observations of every position as one batch (positions x size), filled
   * with the allocation-free overload, and the final status.
   */
  def playGreedy[S, M](game: Game[S, M], seed: Long, maxPlies: Int = 400): (Array[Float], Int, String) =
    val search = game.searchSupport()
    val random = Random(seed)
    val size = search.observationSize()
    var batch = new Array[Float](64 * size)
    var state = game.initialState()
    var plies = 0
    while !game.status(state).isOver && plies < maxPlies do
      if (plies + 1) * size > batch.length then batch = java.util.Arrays.copyOf(batch, batch.length * 2)
      search.observation(state, batch, plies * size)
      val mover = game.playerToMove(state)
      val legal = actionsOf(search.legalActionMask(state), search.actionCount())
      val successors = legal.map(a => a -> game.apply(state, search.moveOf(state, a)))
      val winning = successors.find((_, next) => game.status(next) match
        case win: io.github.boardrules.common.Outcome.Win => win.winner() == mover
        case _ => false
      )
      state = winning.getOrElse(successors(random.nextInt(successors.size)))._2
      plies += 1
    (java.util.Arrays.copyOf(batch, plies * size), plies, game.status(state).notation())

  def tour(): List[String] =
    List(Bargo.standard().withRules("base=3"), GoRoGo.standard(), BaoKigogo.standard()).map { game =>
      val (_, plies, status) = playGreedy(game, 1)
      s"${game.id()}: $plies positions, ${game.searchSupport().observationSize()} floats each, $status"
    }

  def main(args: Array[String]): Unit = tour().foreach(println)
