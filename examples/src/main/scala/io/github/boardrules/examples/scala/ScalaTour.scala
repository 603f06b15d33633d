package io.github.boardrules.examples.scala

import io.github.boardrules.common.{Game, GameRecord, IllegalMoveException, Outcome, PlayoutPolicy, Status}
import java.util.SplittableRandom
import scala.jdk.CollectionConverters.*

/** Plays complete games through the public API, from Scala 3. */
object ScalaTour:

  /** One seeded random game of `game`, moves chosen by the game's playout policy: legal moves, apply, an illegal move's reason, the outcome
    * matched with `match`, notation, and a game record written and read back.
    */
  def tour[S, M](
      game: Game[S, M],
      seed: Long,
      maxPlies: Int = 10000
  ): String =
    val policy: PlayoutPolicy[S, M] = game.playoutPolicy()
    val random = SplittableRandom(seed)
    val played = scala.collection.mutable.ArrayBuffer.empty[M]
    var state = game.initialState()
    var refusal = "none met"
    var legal = game.legalMoves(state).asScala
    while legal.nonEmpty && played.size < maxPlies do
      val move = policy.choose(state, legal.asJava, random)
      val next = game.apply(state, move)
      try game.apply(next, move)
      catch case e: IllegalMoveException => refusal = e.reason().code()
      require(game.parseMove(state, game.formatMove(move)) == move, "move notation round trip")
      played += move
      state = next
      legal = game.legalMoves(state).asScala
    val result = game.status(state) match
      case _: Status.Ongoing => s"ongoing after $maxPlies plies"
      case win: Outcome.Win  => s"${win.winner().code()} wins (${win.reason().code()})"
      case draw: Outcome.Draw => s"draw (${draw.reason().code()})"
    val record = GameRecord.fromStart(game, played.asJava)
    val back = GameRecord.parse(game, record.format())
    require(back.finalState() == state, "the record reads back to the same state")
    s"${game.id()}: ${played.size} plies, $result, illegal-move reason seen: $refusal"
