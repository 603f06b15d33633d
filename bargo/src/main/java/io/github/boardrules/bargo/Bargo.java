package io.github.boardrules.bargo;

import io.github.boardrules.bargo.internal.Engine;
import io.github.boardrules.bargo.internal.Geometry;
import io.github.boardrules.bargo.internal.Position;
import io.github.boardrules.bargo.internal.PositionNotation;
import io.github.boardrules.bargo.internal.Scoring;
import io.github.boardrules.bargo.internal.SvgRenderer;
import io.github.boardrules.bargo.internal.TextRenderer;
import io.github.boardrules.common.Colour;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.IllegalMoveReason;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Score;
import io.github.boardrules.common.Status;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Bargo under given rules (board base and komi): the entry point of this module. Immutable and
 * thread-safe; every method is a pure function of its arguments.
 *
 * <pre>{@code
 * Bargo bargo = Bargo.standard();                        // base 5, komi 0
 * BargoState state = bargo.initialState();
 * state = bargo.apply(state, bargo.parseMove(state, "e5ne"));
 * bargo.check(state, bargo.parseMove(state, "pass"));     // Optional[PASS_BEFORE_BUTTON]
 * bargo.status(state).notation();                        // "ongoing"
 * }</pre>
 *
 * <p>{@link #legalMoves} lists placements by cell in notation order (the top row first, each row
 * west to east) and, per cell, by wall direction e, ne, nw, w, sw, se; then {@code button} (while it
 * is untaken) or {@code pass} (once it is taken). The methods that take a state use the state's own
 * board and komi; the rules of this instance matter for {@link #initialState}, {@link #parsePosition}
 * and {@link #rulesNotation}.
 */
public final class Bargo implements Game<BargoState, BargoMove> {
    private static final Bargo STANDARD = new Bargo(BargoRules.standard());

    private final BargoRules rules;
    private final BargoState initial;

    private Bargo(BargoRules rules) {
        this.rules = rules;
        this.initial = new BargoState(Position.initial(rules.base(), rules.komi()));
    }

    /**
     * Bargo with the default rules: base 5 (61 cells), komi 0.
     *
     * @return the game
     */
    public static Bargo standard() {
        return STANDARD;
    }

    /**
     * Bargo with the given rules.
     *
     * @param rules the rules
     * @return the game
     */
    public static Bargo withRules(BargoRules rules) {
        return rules.equals(STANDARD.rules) ? STANDARD : new Bargo(rules);
    }

    /**
     * Bargo on a board of the given base with the given komi: the direct way to start with an
     * agreed komi, without the {@linkplain BargoPreGame pre-game protocol}.
     *
     * @param base the board base, 2..13
     * @param komi the komi given to White
     * @return the game
     * @throws IllegalArgumentException when a value is out of range
     */
    public static Bargo of(int base, int komi) {
        return withRules(BargoRules.of(base, komi));
    }

    /**
     * The game whose rules (base and komi) are those of a position in notation, with that position
     * as a state: what a tool needs when it starts from a position.
     *
     * @param position a position in notation
     * @return the state, with no history; its {@link BargoState#rules()} give the game
     * @throws NotationException naming the field that cannot be read
     */
    public static BargoState readPosition(String position) {
        return new BargoState(PositionNotation.parse(position, BargoRules::cells));
    }

    /**
     * The rules of this instance.
     *
     * @return the rules
     */
    public BargoRules rules() {
        return rules;
    }

    @Override
    public String id() {
        return "bargo";
    }

    @Override
    public String rulesNotation() {
        return rules.notation();
    }

    @Override
    public Bargo withRules(String rulesNotation) {
        return withRules(BargoRules.parse(rulesNotation));
    }

    @Override
    public BargoState initialState() {
        return initial;
    }

    @Override
    public Colour playerToMove(BargoState state) {
        return state.toMove();
    }

    @Override
    public List<BargoMove> legalMoves(BargoState state) {
        return Engine.legalMoves(state.position());
    }

    @Override
    public Optional<IllegalMoveReason> check(BargoState state, BargoMove move) {
        return Optional.ofNullable(Engine.check(state.position(), move));
    }

    @Override
    public BargoState apply(BargoState state, BargoMove move) {
        IllegalBargoMove reason = Engine.check(state.position(), move);
        if (reason != null) {
            throw new IllegalMoveException(reason, move.notation());
        }
        return new BargoState(Engine.applyLegal(state.position(), move));
    }

    @Override
    public Status status(BargoState state) {
        if (!state.isOver()) {
            return Status.ONGOING;
        }
        BargoScoring scoring = score(state);
        return new Outcome.Win(
                scoring.leader(),
                BargoEndReason.SCORE,
                List.of(
                        new Score(Colour.BLACK, scoring.black().total()),
                        new Score(Colour.WHITE, scoring.white().total())));
    }

    /**
     * Counts a state: both scores with their parts (pieces, territory, komi, button) and the owners
     * of every territory. The final count when the game is over, the current count otherwise.
     *
     * @param state a state
     * @return the count
     */
    public BargoScoring score(BargoState state) {
        Position position = state.position();
        Scoring scoring = Scoring.of(position);
        Geometry geometry = position.geometry();
        List<BargoTerritory> territories = new ArrayList<>(scoring.territories.size());
        for (Scoring.Territory territory : scoring.territories) {
            List<Cell> cells = new ArrayList<>(territory.cells().length);
            for (int c : territory.cells()) {
                cells.add(geometry.cell(c));
            }
            Set<Colour> owners = EnumSet.noneOf(Colour.class);
            if ((territory.owners() & Scoring.BLACK_OWNS) != 0) {
                owners.add(Colour.BLACK);
            }
            if ((territory.owners() & Scoring.WHITE_OWNS) != 0) {
                owners.add(Colour.WHITE);
            }
            territories.add(new BargoTerritory(cells, owners));
        }
        int button = position.button();
        BargoScore black = new BargoScore(
                Colour.BLACK,
                scoring.pieces[Position.BLACK],
                scoring.territory[Position.BLACK],
                0,
                button == Position.BLACK);
        BargoScore white = new BargoScore(
                Colour.WHITE,
                scoring.pieces[Position.WHITE],
                scoring.territory[Position.WHITE],
                position.komi(),
                button == Position.WHITE);
        return new BargoScoring(black, white, territories);
    }

    @Override
    public String formatMove(BargoMove move) {
        return move.notation();
    }

    @Override
    public BargoMove parseMove(BargoState state, String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        if (lower.equals("pass")) {
            return BargoMove.PASS;
        }
        if (lower.equals("button")) {
            return BargoMove.BUTTON;
        }
        int length = lower.length();
        int split;
        if (length >= 2 && isDirection(lower.substring(length - 2))) {
            split = length - 2;
        } else if (length >= 1 && isDirection(lower.substring(length - 1))) {
            split = length - 1;
        } else {
            throw new NotationException(
                    "move",
                    Math.max(0, length - 1),
                    text,
                    "expected pass, button, or a cell and a direction e, ne, nw, w, sw, se");
        }
        Cell cell = Cell.parse(state.base(), text, 0, split);
        Geometry geometry = state.position().geometry();
        return geometry.place(
                geometry.index(cell), Direction.parse(lower.substring(split)).ordinal());
    }

    private static boolean isDirection(String code) {
        for (Direction direction : Direction.values()) {
            if (direction.code().equals(code)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String formatPosition(BargoState state) {
        return PositionNotation.format(state.position());
    }

    /**
     * Reads a position of this game's board base and komi; the state has no history.
     *
     * @param text a position in notation
     * @return the state
     * @throws NotationException naming the field that cannot be read, or {@code rows} / {@code komi}
     *     when the position's base or komi differs from these rules (use {@link #readPosition} to
     *     take them from the position)
     */
    @Override
    public BargoState parsePosition(String text) {
        BargoState state = readPosition(text);
        if (state.base() != rules.base()) {
            throw new NotationException(
                    "rows",
                    0,
                    text,
                    "a base-" + state.base() + " position, but these rules are for base " + rules.base());
        }
        if (state.rules().komi() != rules.komi()) {
            int offset = text.lastIndexOf(' ', text.lastIndexOf(' ') - 1) + 1;
            throw new NotationException(
                    "komi",
                    offset,
                    text,
                    "komi " + state.rules().komi() + ", but these rules have komi " + rules.komi());
        }
        return state;
    }

    /**
     * Draws a state: hexes with the pieces and their walls (thick bars on the walled edge),
     * territories shaded by owner, the button holder and the last move.
     *
     * @param state a state
     * @return a standalone SVG document
     */
    @Override
    public String renderSvg(BargoState state) {
        return SvgRenderer.render(state.position(), Scoring.of(state.position()));
    }

    /**
     * Draws a state as text: one line per row, top row first, indented like the hexes, each cell as
     * {@code .} or colour and wall ({@code Bne}), each row framed by the names of its first and last
     * cells; then the player to move, the button holder, the komi and the passes.
     *
     * @param state a state
     * @return the diagram, lines separated by {@code \n}
     */
    @Override
    public String renderText(BargoState state) {
        return TextRenderer.render(state.position());
    }

    @Override
    public String toString() {
        return "Bargo[" + rules.notation() + "]";
    }
}
