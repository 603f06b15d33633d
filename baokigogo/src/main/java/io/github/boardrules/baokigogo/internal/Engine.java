package io.github.boardrules.baokigogo.internal;

import io.github.boardrules.baokigogo.BaoIllegalMoveReason;
import io.github.boardrules.baokigogo.BaoMove;
import io.github.boardrules.baokigogo.BaoRules;
import io.github.boardrules.baokigogo.Hole;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.IllegalMoveReason;
import io.github.boardrules.common.Status;
import io.github.boardrules.common.internal.ImmutableArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The rules of Bao Kigogo over packed {@link Position}s: legal moves, the refusal reason of a move,
 * applying a legal move (sowing, capture, the end checks) and the status. Every answer comes from
 * the position's own rules.
 */
public final class Engine {
    private static final Logger LOG = LoggerFactory.getLogger(Engine.class);

    /**
     * A sowing this long is worth an operator's attention: random play never comes near it (none
     * past 20,000 laps in 370,000 moves), so it means a constructed position that costs real time.
     */
    static final long LONG_SOWING_LAPS = 100_000;

    private static final Optional<IllegalMoveReason> GAME_OVER = Optional.of(BaoIllegalMoveReason.GAME_OVER);
    private static final Optional<IllegalMoveReason> NOT_YOUR_HOLE = Optional.of(BaoIllegalMoveReason.NOT_YOUR_HOLE);
    private static final Optional<IllegalMoveReason> EMPTY_HOLE = Optional.of(BaoIllegalMoveReason.EMPTY_HOLE);
    private static final Optional<IllegalMoveReason> SINGLETON_NOT_ALLOWED =
            Optional.of(BaoIllegalMoveReason.SINGLETON_NOT_ALLOWED);
    private static final Optional<IllegalMoveReason> BLOCKED_SINGLETON =
            Optional.of(BaoIllegalMoveReason.BLOCKED_SINGLETON);

    private Engine() {}

    /**
     * The first position of a history: judged by the first two end checks for the player to move.
     *
     * @param rules the rules the game is played under
     * @param board the 48 counts in ring order; owned by the position from now on
     * @param southToMove whether South is to move
     * @param capturedBySouth seeds captured by South
     * @param capturedByNorth seeds captured by North
     * @return the position, with no history before it
     */
    public static Position start(
            BaoRules rules, byte[] board, boolean southToMove, int capturedBySouth, int capturedByNorth) {
        return new Position(
                rules,
                board,
                southToMove,
                capturedBySouth,
                capturedByNorth,
                Zobrist.hash(board, southToMove),
                null,
                judge(board, southToMove),
                Position.NO_MARK,
                Position.NO_MARK);
    }

    /**
     * Every legal move, in the mover's ring order: the multi-seed moves (own holes of two or more
     * seeds) or, when there is none, the singleton moves (one-seed holes whose next hole is empty).
     *
     * @param p the position
     * @return an immutable list of shared moves; empty when the game is over
     */
    public static List<BaoMove> legalMoves(Position p) {
        if (p.end != Position.ONGOING) {
            return ImmutableArrayList.empty();
        }
        byte[] board = p.board;
        int base = Layout.base(p.southToMove);
        int limit = base + Layout.RING;
        // Two passes, counting and then filling, so the list is one exactly sized array.
        int multi = 0;
        for (int i = base; i < limit; i++) {
            if (board[i] >= 2) {
                multi++;
            }
        }
        if (multi > 0) {
            BaoMove[] moves = new BaoMove[multi];
            int n = 0;
            for (int i = base; i < limit; i++) {
                if (board[i] >= 2) {
                    moves[n++] = MoveTable.atSlot(i);
                }
            }
            return ImmutableArrayList.wrap(moves, n);
        }
        int singles = 0;
        for (int i = base; i < limit; i++) {
            if (board[i] == 1 && board[Layout.next(i)] == 0) {
                singles++;
            }
        }
        if (singles == 0) {
            return ImmutableArrayList.empty();
        }
        BaoMove[] moves = new BaoMove[singles];
        int n = 0;
        for (int i = base; i < limit; i++) {
            if (board[i] == 1 && board[Layout.next(i)] == 0) {
                moves[n++] = MoveTable.atSlot(i);
            }
        }
        return ImmutableArrayList.wrap(moves, n);
    }

    /**
     * Why a move from a hole is illegal.
     *
     * @param p the position
     * @param origin the hole the move starts from
     * @return the reason, or empty when the move is legal
     */
    public static Optional<IllegalMoveReason> check(Position p, Hole origin) {
        return refusal(p, Layout.slot(origin));
    }

    private static Optional<IllegalMoveReason> refusal(Position p, int slot) {
        if (p.end != Position.ONGOING) {
            return GAME_OVER;
        }
        int base = Layout.base(p.southToMove);
        if (slot < base || slot >= base + Layout.RING) {
            return NOT_YOUR_HOLE;
        }
        byte[] board = p.board;
        int seeds = board[slot];
        if (seeds == 0) {
            return EMPTY_HOLE;
        }
        if (seeds == 1) {
            for (int i = base; i < base + Layout.RING; i++) {
                if (board[i] >= 2) {
                    return SINGLETON_NOT_ALLOWED;
                }
            }
            if (board[Layout.next(slot)] != 0) {
                return BLOCKED_SINGLETON;
            }
        }
        return Optional.empty();
    }

    /**
     * Plays a move under the position's rules: sows (with the rules' lap limit), captures at the end
     * of the move and judges the new position in the rule page's order — endless sowing, all
     * captured, no legal move, repetition.
     *
     * @param p the position before the move; never changed
     * @param move the move
     * @return the position after the move
     * @throws IllegalMoveException when the move is not legal in {@code p}
     */
    public static Position apply(Position p, BaoMove move) {
        int origin = Layout.slot(move.hole());
        Optional<IllegalMoveReason> refused = refusal(p, origin);
        if (refused.isPresent()) {
            throw new IllegalMoveException(refused.get(), move.notation());
        }
        boolean southMoved = p.southToMove;
        byte[] board = p.board.clone();
        long sowing = Sowing.sow(board, origin, p.rules.maxSowingLaps());
        int last = Sowing.last(sowing);
        report(p, move, last, Sowing.laps(sowing));
        if (last == Sowing.ENDLESS) {
            // The move never ends, so the board stays as it was; the board is shared, as positions
            // never change their arrays.
            return new Position(
                    p.rules,
                    p.board,
                    !southMoved,
                    p.capturedBySouth,
                    p.capturedByNorth,
                    Zobrist.hash(p.board, !southMoved),
                    p,
                    Position.ENDLESS_SOWING,
                    origin,
                    Position.NO_MARK);
        }
        int taken = 0;
        int front = Layout.captureFront(last);
        int back = -1;
        if (front >= 0 && board[front] > 0) {
            taken = board[front];
            board[front] = 0;
            back = Layout.captureBack(last);
            taken += board[back];
            board[back] = 0;
        } else {
            front = -1;
        }
        int bySouth = p.capturedBySouth + (southMoved ? taken : 0);
        int byNorth = p.capturedByNorth + (southMoved ? 0 : taken);
        boolean southNext = !southMoved;
        long hash = Zobrist.update(p.hash, p.board, board, Layout.base(southMoved), front, back);
        byte end = judge(board, southNext);
        // A capture leaves fewer seeds on the board, so no earlier position can come back.
        Position previous = taken > 0 ? null : p;
        if (end == Position.ONGOING && previous != null && repeats(board, southNext, hash, p)) {
            end = Position.REPETITION;
        }
        return new Position(p.rules, board, southNext, bySouth, byNorth, hash, previous, end, origin, last);
    }

    /** Logs, once per move, an endless sowing (debug) or a very long one (info). */
    private static void report(Position before, BaoMove move, int last, long laps) {
        if (laps >= LONG_SOWING_LAPS) {
            LOG.info(
                    "sowing from {} ran {} laps{} in {}",
                    move,
                    laps,
                    last == Sowing.ENDLESS ? " and was judged endless" : "",
                    before);
        } else if (last == Sowing.ENDLESS) {
            LOG.debug("endless sowing from {} detected after {} laps in {}", move, laps, before);
        }
    }

    /** Checks 1 and 2 of the end of the game, for the player to move. */
    private static byte judge(byte[] board, boolean southToMove) {
        int base = Layout.base(southToMove);
        int limit = base + Layout.RING;
        boolean seeds = false;
        for (int i = base; i < limit; i++) {
            int n = board[i];
            if (n >= 2) {
                return Position.ONGOING;
            }
            if (n == 1) {
                seeds = true;
                if (board[Layout.next(i)] == 0) {
                    return Position.ONGOING;
                }
            }
        }
        return seeds ? Position.NO_LEGAL_MOVE : Position.ALL_CAPTURED;
    }

    /**
     * Whether the position occurred since the last capture: walks the shared history back from the
     * position before the move, looking at positions with the same player to move (every second
     * one), comparing hashes first and the counts exactly.
     */
    private static boolean repeats(byte[] board, boolean southToMove, long hash, Position before) {
        for (Position p = before.previous; p != null; ) {
            if (p.hash == hash && p.southToMove == southToMove && Arrays.equals(p.board, board)) {
                return true;
            }
            @Nullable Position skipped = p.previous;
            if (skipped == null) {
                break;
            }
            p = skipped.previous;
        }
        return false;
    }

    /**
     * Whether the game goes on, or how it ended; an endless sowing is a draw, or a win for the
     * player to move under the position's Hawalis convention.
     *
     * @param p the position
     * @return the status
     */
    public static Status status(Position p) {
        return Outcomes.of(p.end, p.southToMove, p.rules.endlessSowingLoses());
    }
}
