package io.github.boardrules.common;

import org.immutables.value.Value;

/**
 * How a random playout is run: its seed and its length limit.
 *
 * <pre>{@code
 * PlayoutOptions options = PlayoutOptions.builder().seed(42).maxPlies(500).build();
 * }</pre>
 */
@Value.Immutable
public abstract class PlayoutOptions {
    PlayoutOptions() {}

    /**
     * The seed of the playout's {@link java.util.SplittableRandom}; the same seed gives the same
     * playout.
     *
     * @return the seed
     */
    public abstract long seed();

    /**
     * The playout stops after this many plies even if the game goes on. The default is
     * {@link Integer#MAX_VALUE}: play to the end.
     *
     * @return the limit, at least 0
     */
    @Value.Default
    public int maxPlies() {
        return Integer.MAX_VALUE;
    }

    @Value.Check
    void validate() {
        if (maxPlies() < 0) {
            throw new IllegalArgumentException("maxPlies must not be negative: " + maxPlies());
        }
    }

    /**
     * A builder; {@code seed} is required.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link PlayoutOptions}; {@code seed} is required, {@code maxPlies} optional. */
    public static final class Builder extends ImmutablePlayoutOptions.Builder {
        Builder() {}
    }

    /**
     * Options with the given seed and no length limit.
     *
     * @param seed the seed
     * @return the options
     */
    public static PlayoutOptions seeded(long seed) {
        return builder().seed(seed).build();
    }
}
