package io.github.boardrules.bargo;

import io.github.boardrules.common.Colour;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;

/**
 * The pre-game protocol of Bargo: the player in the {@linkplain Seat#FIRST first seat} chooses the
 * komi, then the player in the {@linkplain Seat#SECOND second seat} chooses which colour to play.
 * Each step returns a new value; once both are made, the value yields the rules (base and komi) and
 * the seat → colour assignment. (Players who agree on a komi beforehand skip this and use
 * {@code Bargo.withRules(BargoRules.of(base, komi))}.)
 *
 * <pre>{@code
 * BargoPreGame agreed = BargoPreGame.start(5).chooseKomi(3).chooseColour(Colour.BLACK);
 * Bargo game = agreed.game();                      // base 5, komi 3
 * agreed.colourOf(BargoPreGame.Seat.FIRST);        // WHITE: the first seat gets the other colour
 * }</pre>
 */
public final class BargoPreGame {
    /** The two players before colours are assigned. */
    public enum Seat {
        /** The player who chooses the komi. */
        FIRST,
        /** The player who then chooses a colour. */
        SECOND;

        /**
         * The other seat.
         *
         * @return the other seat
         */
        public Seat other() {
            return this == FIRST ? SECOND : FIRST;
        }
    }

    private final int base;
    private final @Nullable Integer komi;
    private final @Nullable Colour secondSeatColour;

    private BargoPreGame(int base, @Nullable Integer komi, @Nullable Colour secondSeatColour) {
        this.base = base;
        this.komi = komi;
        this.secondSeatColour = secondSeatColour;
    }

    /**
     * Starts the protocol for a board of the given base.
     *
     * @param base the board base, 2..13
     * @return the protocol with nothing chosen yet
     * @throws IllegalArgumentException when the base is out of range
     */
    public static BargoPreGame start(int base) {
        BargoRules.of(base, 0);
        return new BargoPreGame(base, null, null);
    }

    /**
     * Starts the protocol on the default board (base 5).
     *
     * @return the protocol with nothing chosen yet
     */
    public static BargoPreGame start() {
        return start(BargoRules.DEFAULT_BASE);
    }

    /**
     * The board base.
     *
     * @return the base
     */
    public int base() {
        return base;
    }

    /**
     * The chosen komi.
     *
     * @return the komi, or empty before the first seat has chosen
     */
    public OptionalInt komi() {
        return komi == null ? OptionalInt.empty() : OptionalInt.of(komi);
    }

    /**
     * Whose choice comes next.
     *
     * @return {@link Seat#FIRST} before the komi is chosen, {@link Seat#SECOND} before the colour is
     *     chosen, empty once settled
     */
    public Optional<Seat> nextToChoose() {
        if (komi == null) {
            return Optional.of(Seat.FIRST);
        }
        return secondSeatColour == null ? Optional.of(Seat.SECOND) : Optional.empty();
    }

    /**
     * Whether both choices have been made.
     *
     * @return whether the rules and colours are settled
     */
    public boolean isSettled() {
        return nextToChoose().isEmpty();
    }

    /**
     * The first seat chooses the komi.
     *
     * @param komi the komi given to White, within ±(number of cells)
     * @return the protocol with the komi chosen
     * @throws IllegalStateException when the komi has been chosen already
     * @throws IllegalArgumentException when the komi is out of range
     */
    public BargoPreGame chooseKomi(int komi) {
        if (this.komi != null) {
            throw new IllegalStateException("the komi has been chosen already: " + this.komi);
        }
        BargoRules.of(base, komi);
        return new BargoPreGame(base, komi, null);
    }

    /**
     * The second seat chooses its colour.
     *
     * @param colour the colour the second seat will play
     * @return the settled protocol
     * @throws IllegalStateException before the komi is chosen, or when the colour has been chosen
     */
    public BargoPreGame chooseColour(Colour colour) {
        Objects.requireNonNull(colour, "colour");
        if (komi == null) {
            throw new IllegalStateException("the first seat chooses the komi before the second chooses a colour");
        }
        if (secondSeatColour != null) {
            throw new IllegalStateException("the colour has been chosen already: " + secondSeatColour);
        }
        return new BargoPreGame(base, komi, colour);
    }

    /**
     * The agreed rules.
     *
     * @return base and komi
     * @throws IllegalStateException before the komi is chosen
     */
    public BargoRules rules() {
        if (komi == null) {
            throw new IllegalStateException("the komi has not been chosen yet");
        }
        return BargoRules.of(base, komi);
    }

    /**
     * The game under the agreed rules.
     *
     * @return the game
     * @throws IllegalStateException before the komi is chosen
     */
    public Bargo game() {
        return Bargo.withRules(rules());
    }

    /**
     * The colour a seat plays.
     *
     * @param seat the seat
     * @return its colour
     * @throws IllegalStateException before the protocol is settled
     */
    public Colour colourOf(Seat seat) {
        if (secondSeatColour == null) {
            throw new IllegalStateException("the second seat has not chosen a colour yet");
        }
        return seat == Seat.SECOND ? secondSeatColour : secondSeatColour.opponent();
    }

    /**
     * The seat that plays a colour.
     *
     * @param colour the colour
     * @return the seat
     * @throws IllegalStateException before the protocol is settled
     */
    public Seat seatOf(Colour colour) {
        return colourOf(Seat.SECOND) == colour ? Seat.SECOND : Seat.FIRST;
    }

    /** Whether another object is the protocol at the same step with the same choices and base. */
    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof BargoPreGame
                && base == ((BargoPreGame) other).base
                && Objects.equals(komi, ((BargoPreGame) other).komi)
                && secondSeatColour == ((BargoPreGame) other).secondSeatColour;
    }

    /** A hash of the base and the choices made. */
    @Override
    public int hashCode() {
        return Objects.hash(base, komi, secondSeatColour);
    }

    /** The base and the choices so far, {@code ?} for those not made yet. */
    @Override
    public String toString() {
        return "BargoPreGame[base=" + base + ", komi=" + (komi == null ? "?" : komi) + ", second seat plays "
                + (secondSeatColour == null ? "?" : secondSeatColour) + "]";
    }
}
