package io.github.boardrules.bargo.internal;

import io.github.boardrules.bargo.BargoMove;
import io.github.boardrules.common.search.ActionWords;
import java.util.AbstractList;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.function.Consumer;

/**
 * The legal moves as an immutable list over a bitset of placement codes ({@code cell * 6 +
 * direction}, in the notation order of the moves), then the button or the pass. A few words instead
 * of an array of references: move generation sets bits and stores no object; {@link #get} selects
 * the {@code i}-th set bit and hands out the shared move of {@link MoveTable}.
 */
public final class MoveList extends AbstractList<BargoMove> implements RandomAccess {
    private final MoveTable table;
    private final long[] codes;
    private final int placements;
    private final BargoMove last;

    /**
     * A list over placement codes.
     *
     * @param table the board's shared placements
     * @param codes the bitset of legal placement codes, owned from now on
     * @param placements the number of set bits
     * @param last the button or the pass, listed after the placements
     */
    public MoveList(MoveTable table, long[] codes, int placements, BargoMove last) {
        this.table = table;
        this.codes = codes;
        this.placements = placements;
        this.last = last;
    }

    @Override
    public BargoMove get(int index) {
        Objects.checkIndex(index, placements + 1);
        if (index == placements) {
            return last;
        }
        int left = index;
        for (int w = 0; ; w++) {
            int c = Long.bitCount(codes[w]);
            if (left < c) {
                return table.place((w << 6) + ActionWords.select(codes[w], left));
            }
            left -= c;
        }
    }

    /**
     * The move after the placements: the button or the pass.
     *
     * @return the last move of the list
     */
    public BargoMove last() {
        return last;
    }

    @Override
    public int size() {
        return placements + 1;
    }

    @Override
    public boolean isEmpty() {
        return false;
    }

    @Override
    public Iterator<BargoMove> iterator() {
        return new Iterator<>() {
            private int word;
            private long bits = codes.length == 0 ? 0 : codes[0];
            private boolean lastDone;

            @Override
            public boolean hasNext() {
                while (bits == 0 && word + 1 < codes.length) {
                    bits = codes[++word];
                }
                return bits != 0 || !lastDone;
            }

            @Override
            public BargoMove next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                if (bits == 0) {
                    lastDone = true;
                    return last;
                }
                int code = (word << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                return table.place(code);
            }
        };
    }

    @Override
    public void forEach(Consumer<? super BargoMove> action) {
        for (int w = 0; w < codes.length; w++) {
            for (long bits = codes[w]; bits != 0; bits &= bits - 1) {
                action.accept(table.place((w << 6) + Long.numberOfTrailingZeros(bits)));
            }
        }
        action.accept(last);
    }
}
