package io.github.boardrules.common.internal;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * An unmodifiable list over the first {@code size} elements of an array that the creator hands
 * over and never touches again: the one allocation a {@code legalMoves} call needs besides the
 * array itself, with no copying.
 *
 * @param <E> the element type
 */
public final class ImmutableArrayList<E> extends AbstractList<E> implements RandomAccess {
    private static final ImmutableArrayList<Object> EMPTY = new ImmutableArrayList<>(new Object[0], 0);

    private final E[] elements;
    private final int size;

    private ImmutableArrayList(E[] elements, int size) {
        this.elements = elements;
        this.size = size;
    }

    /**
     * Wraps the first {@code size} elements of an array the caller will not change afterwards.
     *
     * @param elements the array, owned by the list from now on
     * @param size how many leading elements belong to the list
     * @param <E> the element type
     * @return the list
     */
    public static <E> List<E> wrap(E[] elements, int size) {
        Objects.checkFromIndexSize(0, size, elements.length);
        return new ImmutableArrayList<>(elements, size);
    }

    /**
     * The empty list.
     *
     * @param <E> the element type
     * @return the empty list
     */
    @SuppressWarnings("unchecked")
    public static <E> List<E> empty() {
        return (List<E>) EMPTY;
    }

    @Override
    public E get(int index) {
        Objects.checkIndex(index, size);
        return elements[index];
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public Object[] toArray() {
        return Arrays.copyOf(elements, size, Object[].class);
    }
}
