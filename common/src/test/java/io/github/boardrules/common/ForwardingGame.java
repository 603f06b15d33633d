package io.github.boardrules.common;

import io.github.boardrules.common.search.SearchSupport;
import java.util.List;
import java.util.Optional;

/**
 * A game that plays another's moves and states but names rules of its own and may bring its own
 * playout policy: what a wrapper around a game (one that logs or filters its moves) or a game with
 * rules options looks like to generic code, for tests of that code. Its "rules" are only a name:
 * {@link #withRules} accepts any notation and plays the same moves under it.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
final class ForwardingGame<S, M> implements Game<S, M> {
    private final Game<S, M> game;
    private final String rules;
    private final PlayoutPolicy<S, M> policy;

    ForwardingGame(Game<S, M> game, String rules, PlayoutPolicy<S, M> policy) {
        this.game = game;
        this.rules = rules;
        this.policy = policy;
    }

    @Override
    public String id() {
        return game.id();
    }

    @Override
    public String rulesNotation() {
        return rules;
    }

    @Override
    public Game<S, M> withRules(String rulesNotation) {
        return new ForwardingGame<>(game, rulesNotation, policy);
    }

    @Override
    public Game<S, M> withRulesOf(S state) {
        return this;
    }

    @Override
    public S initialState() {
        return game.initialState();
    }

    @Override
    public Player playerToMove(S state) {
        return game.playerToMove(state);
    }

    @Override
    public List<M> legalMoves(S state) {
        return game.legalMoves(state);
    }

    @Override
    public Optional<IllegalMoveReason> check(S state, M move) {
        return game.check(state, move);
    }

    @Override
    public S apply(S state, M move) {
        return game.apply(state, move);
    }

    @Override
    public Status status(S state) {
        return game.status(state);
    }

    @Override
    public String formatMove(M move) {
        return game.formatMove(move);
    }

    @Override
    public M parseMove(S state, String text) {
        return game.parseMove(state, text);
    }

    @Override
    public String formatPosition(S state) {
        return game.formatPosition(state);
    }

    @Override
    public S parsePosition(String text) {
        return game.parsePosition(text);
    }

    @Override
    public PlayoutPolicy<S, M> playoutPolicy() {
        return policy;
    }

    @Override
    public SearchSupport<S, M> searchSupport() {
        return game.searchSupport();
    }

    @Override
    public String renderSvg(S state) {
        return game.renderSvg(state);
    }
}
