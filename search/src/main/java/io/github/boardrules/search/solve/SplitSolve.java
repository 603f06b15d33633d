package io.github.boardrules.search.solve;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoSearchSupport;
import io.github.boardrules.gorogo.GoRoGoState;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * A solve split into parts that run apart — on other machines, or one after another — and their
 * certificates joined into one {@linkplain Certificate certificate} of the whole.
 *
 * <p>{@link #parts} lists the positions a few placements below the start, one of each set of
 * mirror images; each is solved on its own ({@code solve gorogo --from POSITION --certificate
 * FILE}, with its own checkpoint). {@link #join} then works out the value of the start from the
 * parts' winners, and writes one certificate in the usual format: above the parts the winner's
 * moves it chose, below them each part's moves, turned by the symmetry that maps the part onto the
 * position it stands for. The result is checked like any certificate ({@link Certificate#verify}),
 * which trusts neither the join nor the parts.
 */
public final class SplitSolve {
    private SplitSolve() {}

    /**
     * The parts of a solve split a number of placements below a position: every position reached
     * by exactly that many placements that is not finished, one of each set of positions that are
     * mirror images of each other (under the 8 symmetries of the board), in the order a depth-first
     * walk in the game's move order meets them. A game finished sooner is not a part: the join
     * judges it itself.
     *
     * @param game the game
     * @param start the position split
     * @param placements how far below it, 1..24
     * @return the parts, as positions to solve
     * @throws IllegalArgumentException when {@code placements} is out of range
     */
    public static List<GoRoGoState> parts(GoRoGo game, GoRoGoState start, int placements) {
        Symmetries symmetries = new Symmetries(game.searchSupport());
        List<GoRoGoState> parts = new ArrayList<>();
        for (GoRoGoState met : partsAsMet(game, start, placements)) {
            parts.add(symmetries.canonical(met));
        }
        return List.copyOf(parts);
    }

    /**
     * The parts of {@link #parts}, in the same order, each as the walk first meets it rather than
     * as the one image all its mirror images share: in the frame of {@code start}, so that a solve
     * of the parts one after another still finds the positions they have in common in its table.
     */
    static List<GoRoGoState> partsAsMet(GoRoGo game, GoRoGoState start, int placements) {
        if (placements < 1 || placements > 24) {
            throw new IllegalArgumentException("placements must be 1..24, not " + placements);
        }
        Symmetries symmetries = new Symmetries(game.searchSupport());
        Map<GoRoGoState, GoRoGoState> parts = new LinkedHashMap<>();
        collect(game, symmetries, start, placements, new HashSet<>(), parts);
        return List.copyOf(parts.values());
    }

    /** Adds the parts below a position to {@code parts}, each by its canonical image. */
    private static void collect(
            GoRoGo game,
            Symmetries symmetries,
            GoRoGoState state,
            int below,
            Set<GoRoGoState> visited,
            Map<GoRoGoState, GoRoGoState> parts) {
        if (game.status(state).isOver() || !visited.add(state)) {
            return;
        }
        if (below == 0) {
            parts.putIfAbsent(symmetries.canonical(state), state);
            return;
        }
        for (GoRoGoMove move : game.legalMoves(state)) {
            collect(game, symmetries, game.apply(state, move), below - 1, visited, parts);
        }
    }

    /**
     * Joins certificates of parts into one certificate of a position. The value of every position
     * from {@code start} down to the parts is worked out from the parts' winners (a part stands for
     * each of its mirror images); where the winner moves, the first move in the game's order that
     * keeps the win is taken. The joined certificate's leaf depth is the largest of the parts'.
     *
     * <p>The parts' moves are checked against the rules while they are read, but their leaves are
     * not re-solved here: check the joined certificate with {@link Certificate#verify} before
     * relying on it. Each part is read into memory while the walk is inside it, and read again each
     * time the walk comes back to it (under another symmetry, say).
     *
     * @param game the game; its rules must be those of every part
     * @param start the position the joined certificate proves
     * @param parts the parts' certificates, each a source that can be opened more than once
     * @param out where the joined certificate goes; not closed
     * @return what the joined certificate proves, and its size
     * @throws CertificateException when a part is not a certificate under these rules, when a
     *     position the proof needs is covered by no part (the message names it), or when a part
     *     lacks a move its own strategy needs
     * @throws UncheckedIOException when reading or writing fails
     */
    public static CertificateSummary join(
            GoRoGo game, GoRoGoState start, List<? extends Supplier<? extends Reader>> parts, Writer out) {
        Join join = new Join(game, parts);
        Colour winner;
        try {
            winner = join.winner(start);
        } catch (MissingPart missing) {
            throw missing.problem(game);
        }
        CertificateHeader header = new CertificateHeader(game, start, winner, join.leafLeft());
        try {
            return new StrategyWriter(header, out).write(join.topMoves(winner).below(start));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A position the proof needs that no part covers (found while the value above is worked out). */
    private static final class MissingPart extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient GoRoGoState position;

        MissingPart(GoRoGoState position) {
            super(null, null, false, false);
            this.position = position;
        }

        CertificateException problem(GoRoGo game) {
            return new CertificateException(0, "no part covers " + game.formatPosition(position));
        }
    }

    /** The parts, their headers, and the values worked out above them. */
    private static final class Join {
        private final GoRoGo game;
        private final GoRoGoSearchSupport support;
        private final Symmetries symmetries;
        private final List<? extends Supplier<? extends Reader>> sources;
        private final List<CertificateHeader> headers = new ArrayList<>();
        private final Map<Long, List<Integer>> partsByKey = new HashMap<>();
        private final Map<GoRoGoState, Colour> values = new HashMap<>();
        private int deepest;
        private int loadedPart = -1;
        private PositionMoves loadedMoves = new PositionMoves();

        Join(GoRoGo game, List<? extends Supplier<? extends Reader>> sources) {
            this.game = game;
            this.support = game.searchSupport();
            this.symmetries = new Symmetries(support);
            this.sources = List.copyOf(sources);
            for (int i = 0; i < this.sources.size(); i++) {
                CertificateHeader header = readHeader(i);
                headers.add(header);
                partsByKey
                        .computeIfAbsent(symmetries.key(header.start()), k -> new ArrayList<>())
                        .add(i);
                deepest = Math.max(deepest, header.start().placements());
            }
        }

        private CertificateHeader readHeader(int part) {
            try (Reader in = sources.get(part).get()) {
                CertificateHeader header = CertificateHeader.read(new CertificateTokens(in));
                checkRules(part, header);
                return header;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (CertificateException e) {
                throw new CertificateException(0, "part " + (part + 1) + ": " + e.getMessage());
            }
        }

        private void checkRules(int part, CertificateHeader header) {
            if (!header.game().rulesNotation().equals(game.rulesNotation())) {
                throw new CertificateException(
                        0,
                        "part " + (part + 1) + " is under the rules '"
                                + header.game().rulesNotation() + "', not '" + game.rulesNotation() + "'");
            }
        }

        int leafLeft() {
            int leaf = 0;
            for (CertificateHeader header : headers) {
                leaf = Math.max(leaf, header.leafLeft());
            }
            return leaf;
        }

        /** The part a position is an image of, with the symmetry from the part to it, or null. */
        @Nullable
        PartMoves partAt(GoRoGoState state) {
            List<Integer> candidates = partsByKey.get(symmetries.key(state));
            if (candidates != null) {
                for (int part : candidates) {
                    int symmetry = symmetries.mapping(headers.get(part).start(), state);
                    if (symmetry >= 0) {
                        return new PartMoves(this, part, symmetry);
                    }
                }
            }
            return null;
        }

        /** The winner of a position at or above the parts, from the parts' winners. */
        Colour winner(GoRoGoState state) {
            if (game.status(state) instanceof Outcome.Win win) {
                return win.winner().equals(Colour.BLACK) ? Colour.BLACK : Colour.WHITE;
            }
            Colour known = values.get(state);
            if (known != null) {
                return known;
            }
            PartMoves part = partAt(state);
            if (part != null) {
                return headers.get(part.part).winner();
            }
            if (state.placements() >= deepest) {
                throw new MissingPart(state);
            }
            Colour mover = state.toMove();
            MissingPart missing = null;
            Colour value = mover.opponent();
            for (GoRoGoMove move : game.legalMoves(state)) {
                try {
                    if (winner(game.apply(state, move)) == mover) {
                        value = mover;
                        missing = null;
                        break;
                    }
                } catch (MissingPart e) {
                    missing = missing == null ? e : missing;
                }
            }
            if (missing != null) {
                throw missing;
            }
            values.put(state, value);
            return value;
        }

        /** The winner's moves above the parts: the first move that keeps the win. */
        WinningMoves topMoves(Colour winner) {
            return new WinningMoves() {
                @Override
                public GoRoGoMove at(GoRoGoState state) {
                    for (GoRoGoMove move : game.legalMoves(state)) {
                        try {
                            if (Join.this.winner(game.apply(state, move)) == winner) {
                                return move;
                            }
                        } catch (MissingPart e) {
                            // not needed: another move wins, or the value above would have failed
                        }
                    }
                    throw new IllegalStateException("no winning move at a position worked out as won");
                }

                @Override
                public WinningMoves below(GoRoGoState child) {
                    PartMoves part = partAt(child);
                    return part == null ? this : part;
                }
            };
        }

        /** A part's winner's moves, read into memory (the last part read is kept). */
        PositionMoves movesOf(int part) {
            if (part != loadedPart) {
                loadedMoves = new PositionMoves();
                try (Reader in = sources.get(part).get()) {
                    CertificateTokens tokens = new CertificateTokens(in);
                    CertificateHeader header = CertificateHeader.read(tokens);
                    if (!header.equals(headers.get(part))) {
                        throw new CertificateException(0, "part " + (part + 1) + " changed while it was joined");
                    }
                    loadedMoves = StrategyReader.winnerMoves(header, tokens);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                } catch (CertificateException e) {
                    throw new CertificateException(0, "part " + (part + 1) + ": " + e.getMessage());
                }
                loadedPart = part;
            }
            return loadedMoves;
        }
    }

    /** The winner's moves inside one part, turned from the part's frame into the joined one. */
    private static final class PartMoves implements WinningMoves {
        private final Join join;
        private final int part;
        private final int symmetry;

        PartMoves(Join join, int part, int symmetry) {
            this.join = join;
            this.part = part;
            this.symmetry = symmetry;
        }

        @Override
        public GoRoGoMove at(GoRoGoState state) {
            GoRoGoSearchSupport support = join.support;
            GoRoGoState inPart = support.transform(state, support.inverseSymmetry(symmetry));
            int action = join.movesOf(part).action(inPart);
            if (action == PositionMoves.NONE) {
                throw new CertificateException(
                        0,
                        "part " + (part + 1) + " has no move at " + join.game.formatPosition(inPart)
                                + ", which its strategy reaches");
            }
            return support.moveOf(state, support.transformAction(action, symmetry));
        }
    }
}
