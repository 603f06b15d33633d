package io.github.boardrules.baokigogo;

/**
 * A move of Bao Kigogo. The only kind of move is {@link Sow}: every move, multi-seed or singleton,
 * is named by the hole it starts from. The interface is sealed so that a {@code switch}, a Kotlin
 * {@code when} or a Scala {@code match} over moves is exhaustive.
 */
public sealed interface BaoMove permits Sow {
    /**
     * The hole the move starts from.
     *
     * @return the origin hole
     */
    Hole hole();

    /**
     * The move in notation: the origin hole in lower case, e.g. {@code c1}.
     *
     * @return the notation
     */
    default String notation() {
        return hole().notation();
    }
}
