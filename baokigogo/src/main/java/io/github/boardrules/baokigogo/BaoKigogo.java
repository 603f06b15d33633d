package io.github.boardrules.baokigogo;

import io.github.boardrules.baokigogo.internal.BoardSvg;
import io.github.boardrules.baokigogo.internal.Layout;
import io.github.boardrules.baokigogo.internal.PositionCodec;
import io.github.boardrules.baokigogo.internal.Sowing;
import io.github.boardrules.baokigogo.internal.Zobrist;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.IllegalMoveReason;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Status;
import io.github.boardrules.common.internal.ImmutableArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Bao Kigogo under a set of {@link BaoRules}: the entry point of this module. Instances are
 * immutable and thread-safe; get one with {@link #standard()} or {@link #withRules(BaoRules)}.
 *
 * <p>Behaviour in brief (the package description and the rule page have the details):
 *
 * <ul>
 *   <li>{@link #legalMoves} lists the mover's multi-seed moves (every own hole with at least two
 *       seeds) or, when there is none, the singleton moves (one-seed holes whose next hole is
 *       empty), in the mover's sowing order: {@code a1..l1, l2..a2} for South, {@code a3..l3,
 *       l4..a4} for North.
 *   <li>{@link #apply} sows with relays, captures at the end of the move, and judges the new state
 *       in the rule page's order: endless sowing, all captured, no legal move, repetition.
 *   <li>An endless sowing is legal: the board stays as it was, the turn passes, and the game ends
 *       ({@code draw:endless-sowing}, or {@code win:<opponent>:endless-sowing} under the Hawalis
 *       convention).
 * </ul>
 */
public final class BaoKigogo implements Game<BaoState, BaoMove> {
    private static final Logger LOG = LoggerFactory.getLogger(BaoKigogo.class);

    private static final BaoKigogo STANDARD = new BaoKigogo(BaoRules.standard());
    private static final BaoKigogo HAWALIS =
            new BaoKigogo(BaoRules.builder().endlessSowingLoses(true).build());

    private static final BaoState INITIAL = parseState(
            "2,2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2,0/0,2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2,2 S 0,0");

    /** The move from each slot, so that move lists allocate nothing per move. */
    private static final BaoMove[] MOVE_AT_SLOT = new BaoMove[Layout.HOLES];

    /** Each slot of each square index. */
    private static final int[] SLOT_OF_HOLE = new int[Layout.HOLES];

    private static final Status WIN_SOUTH_ALL_CAPTURED =
            new Outcome.Win(BaoSide.SOUTH, BaoEndReason.ALL_CAPTURED, List.of());
    private static final Status WIN_NORTH_ALL_CAPTURED =
            new Outcome.Win(BaoSide.NORTH, BaoEndReason.ALL_CAPTURED, List.of());
    private static final Status WIN_SOUTH_NO_LEGAL_MOVE =
            new Outcome.Win(BaoSide.SOUTH, BaoEndReason.NO_LEGAL_MOVE, List.of());
    private static final Status WIN_NORTH_NO_LEGAL_MOVE =
            new Outcome.Win(BaoSide.NORTH, BaoEndReason.NO_LEGAL_MOVE, List.of());
    private static final Status WIN_SOUTH_ENDLESS =
            new Outcome.Win(BaoSide.SOUTH, BaoEndReason.ENDLESS_SOWING, List.of());
    private static final Status WIN_NORTH_ENDLESS =
            new Outcome.Win(BaoSide.NORTH, BaoEndReason.ENDLESS_SOWING, List.of());
    private static final Status DRAW_REPETITION = new Outcome.Draw(BaoEndReason.REPETITION, List.of());
    private static final Status DRAW_ENDLESS = new Outcome.Draw(BaoEndReason.ENDLESS_SOWING, List.of());

    private static final Optional<IllegalMoveReason> GAME_OVER = Optional.of(BaoIllegalMoveReason.GAME_OVER);
    private static final Optional<IllegalMoveReason> NOT_YOUR_HOLE = Optional.of(BaoIllegalMoveReason.NOT_YOUR_HOLE);
    private static final Optional<IllegalMoveReason> EMPTY_HOLE = Optional.of(BaoIllegalMoveReason.EMPTY_HOLE);
    private static final Optional<IllegalMoveReason> SINGLETON_NOT_ALLOWED =
            Optional.of(BaoIllegalMoveReason.SINGLETON_NOT_ALLOWED);
    private static final Optional<IllegalMoveReason> BLOCKED_SINGLETON =
            Optional.of(BaoIllegalMoveReason.BLOCKED_SINGLETON);

    static {
        for (Hole hole : Hole.all()) {
            int square = (hole.rank() - 1) * Hole.FILES + hole.file();
            SLOT_OF_HOLE[square] = Layout.slot(square);
            MOVE_AT_SLOT[Layout.slot(square)] = Sow.of(hole);
        }
    }

    private final BaoRules rules;

    private BaoKigogo(BaoRules rules) {
        this.rules = rules;
    }

    /**
     * Bao Kigogo as on the rule page: an endless sowing is a draw.
     *
     * @return the game
     */
    public static BaoKigogo standard() {
        return STANDARD;
    }

    /**
     * Bao Kigogo under the given options.
     *
     * @param rules the options
     * @return the game
     */
    public static BaoKigogo withRules(BaoRules rules) {
        Objects.requireNonNull(rules, "rules");
        if (rules.maxSowingLaps() != 0) {
            return new BaoKigogo(rules);
        }
        return rules.endlessSowingLoses() ? HAWALIS : STANDARD;
    }

    /**
     * The rules options of this instance.
     *
     * @return the options
     */
    public BaoRules rules() {
        return rules;
    }

    @Override
    public String id() {
        return "baokigogo";
    }

    /**
     * {@inheritDoc}
     *
     * <p>For Bao Kigogo, {@code endless=draw} (the default) or {@code endless=loss} (the Hawalis
     * convention), followed by {@code laps=N} when a {@linkplain BaoRules#maxSowingLaps() lap
     * limit} is set.
     */
    @Override
    public String rulesNotation() {
        return rules.notation();
    }

    /**
     * {@inheritDoc}
     *
     * <p>Accepts {@code endless=draw} or {@code endless=loss}, optionally followed by
     * {@code laps=N}; the empty string gives the default.
     */
    @Override
    public BaoKigogo withRules(String rulesNotation) {
        return withRules(BaoRules.parse(rulesNotation));
    }

    @Override
    public BaoState initialState() {
        return INITIAL;
    }

    @Override
    public BaoSide playerToMove(BaoState state) {
        return state.toMove();
    }

    @Override
    public List<BaoMove> legalMoves(BaoState state) {
        if (state.end != BaoState.ONGOING) {
            return ImmutableArrayList.empty();
        }
        byte[] board = state.board;
        int base = Layout.base(state.southToMove);
        int limit = base + Layout.RING;
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
                    moves[n++] = MOVE_AT_SLOT[i];
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
                moves[n++] = MOVE_AT_SLOT[i];
            }
        }
        return ImmutableArrayList.wrap(moves, n);
    }

    @Override
    public Optional<IllegalMoveReason> check(BaoState state, BaoMove move) {
        return refusal(state, slotOf(move.hole()));
    }

    private static int slotOf(Hole hole) {
        return SLOT_OF_HOLE[(hole.rank() - 1) * Hole.FILES + hole.file()];
    }

    private static Optional<IllegalMoveReason> refusal(BaoState state, int slot) {
        if (state.end != BaoState.ONGOING) {
            return GAME_OVER;
        }
        int base = Layout.base(state.southToMove);
        if (slot < base || slot >= base + Layout.RING) {
            return NOT_YOUR_HOLE;
        }
        byte[] board = state.board;
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

    @Override
    public BaoState apply(BaoState state, BaoMove move) {
        int origin = slotOf(move.hole());
        Optional<IllegalMoveReason> refused = refusal(state, origin);
        if (refused.isPresent()) {
            throw new IllegalMoveException(refused.get(), move.notation());
        }
        boolean southMoved = state.southToMove;
        byte[] board = state.board.clone();
        int last = Sowing.sow(board, origin, rules.maxSowingLaps());
        if (last == Sowing.ENDLESS) {
            LOG.debug("endless sowing from {} in {}", move.notation(), state);
            // The board is shared: states never change their arrays.
            return new BaoState(
                    state.board,
                    !southMoved,
                    state.capturedBySouth,
                    state.capturedByNorth,
                    Zobrist.hash(state.board, !southMoved),
                    state,
                    BaoState.ENDLESS_SOWING,
                    origin,
                    -1);
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
        int bySouth = state.capturedBySouth + (southMoved ? taken : 0);
        int byNorth = state.capturedByNorth + (southMoved ? 0 : taken);
        boolean southNext = !southMoved;
        long hash = Zobrist.update(state.hash, state.board, board, Layout.base(southMoved), front, back);
        byte end = judge(board, southNext);
        BaoState previous = taken > 0 ? null : state;
        if (end == BaoState.ONGOING && previous != null && repeats(board, southNext, hash, state)) {
            end = BaoState.REPETITION;
        }
        return new BaoState(board, southNext, bySouth, byNorth, hash, previous, end, origin, last);
    }

    /** Checks 1 and 2 of the end of the game, for the player to move. */
    private static byte judge(byte[] board, boolean southToMove) {
        int base = Layout.base(southToMove);
        int limit = base + Layout.RING;
        boolean seeds = false;
        for (int i = base; i < limit; i++) {
            int n = board[i];
            if (n >= 2) {
                return BaoState.ONGOING;
            }
            if (n == 1) {
                seeds = true;
                if (board[Layout.next(i)] == 0) {
                    return BaoState.ONGOING;
                }
            }
        }
        return seeds ? BaoState.NO_LEGAL_MOVE : BaoState.ALL_CAPTURED;
    }

    /**
     * Whether the position occurred since the last capture: walks the shared history back from the
     * state before the move, looking at positions with the same player to move (every second one),
     * comparing hashes first and the counts exactly.
     */
    private static boolean repeats(byte[] board, boolean southToMove, long hash, BaoState before) {
        for (BaoState p = before.previous; p != null; ) {
            if (p.hash == hash && p.southToMove == southToMove && Arrays.equals(p.board, board)) {
                return true;
            }
            p = p.previous;
            if (p == null) {
                break;
            }
            p = p.previous;
        }
        return false;
    }

    @Override
    public Status status(BaoState state) {
        switch (state.end) {
            case BaoState.ONGOING:
                return Status.ONGOING;
            case BaoState.ALL_CAPTURED:
                return state.southToMove ? WIN_NORTH_ALL_CAPTURED : WIN_SOUTH_ALL_CAPTURED;
            case BaoState.NO_LEGAL_MOVE:
                return state.southToMove ? WIN_NORTH_NO_LEGAL_MOVE : WIN_SOUTH_NO_LEGAL_MOVE;
            case BaoState.REPETITION:
                return DRAW_REPETITION;
            default:
                if (!rules.endlessSowingLoses()) {
                    return DRAW_ENDLESS;
                }
                // The mover lost; the turn has passed, so the player to move won.
                return state.southToMove ? WIN_SOUTH_ENDLESS : WIN_NORTH_ENDLESS;
        }
    }

    @Override
    public String formatMove(BaoMove move) {
        return move.notation();
    }

    /**
     * {@inheritDoc}
     *
     * <p>A move is its origin hole, case-insensitive; the state is not needed.
     */
    @Override
    public Sow parseMove(BaoState state, String text) {
        return Sow.parse(text);
    }

    @Override
    public String formatPosition(BaoState state) {
        return PositionCodec.format(state.board, state.southToMove, state.capturedBySouth, state.capturedByNorth);
    }

    /**
     * {@inheritDoc}
     *
     * <p>The state starts a new history: it is the first position for the repetition rule. It is
     * judged by the first two end checks applied to the player to move: with no seeds or no legal
     * move, that player has lost.
     */
    @Override
    public BaoState parsePosition(String text) {
        return parseState(text);
    }

    private static BaoState parseState(String text) {
        PositionCodec.Parsed parsed = PositionCodec.parse(text);
        byte[] board = parsed.board();
        boolean south = parsed.southToMove();
        return new BaoState(
                board,
                south,
                parsed.capturedBySouth(),
                parsed.capturedByNorth(),
                Zobrist.hash(board, south),
                null,
                judge(board, south),
                -1,
                -1);
    }

    @Override
    public String renderSvg(BaoState state) {
        return BoardSvg.render(
                state.board,
                state.southToMove,
                state.capturedBySouth,
                state.capturedByNorth,
                state.lastOrigin,
                state.lastEnd,
                status(state).notation());
    }

    /**
     * Reads a move without a state: the origin hole, case-insensitive.
     *
     * @param text the move, e.g. {@code c1}
     * @return the move
     * @throws NotationException when the text is not a hole of the board
     */
    public static Sow move(String text) {
        return Sow.parse(text);
    }

    /** Two games are equal when their rules options are. */
    @Override
    public boolean equals(@Nullable Object o) {
        return o instanceof BaoKigogo && ((BaoKigogo) o).rules.equals(rules);
    }

    @Override
    public int hashCode() {
        return rules.hashCode();
    }

    @Override
    public String toString() {
        return "BaoKigogo[" + rules.notation() + "]";
    }
}
