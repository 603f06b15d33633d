package io.github.boardrules.web;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * What a client knows of one game it played: the moves the server acknowledged, in ply order, and
 * the move whose request got no answer (the server died while serving it, so it may or may not have
 * been stored).
 */
final class PlayedGame {
    final String id;
    final String game;
    private final List<String> acknowledged = new ArrayList<>();
    private @Nullable String unanswered;

    PlayedGame(String id, String game) {
        this.id = id;
        this.game = game;
    }

    synchronized void acknowledged(int ply, String move) {
        if (ply != acknowledged.size()) {
            throw new AssertionError(id + ": ply " + ply + " acknowledged after " + acknowledged);
        }
        acknowledged.add(move);
    }

    synchronized void unanswered(String move) {
        unanswered = move;
    }

    synchronized List<String> acknowledged() {
        return List.copyOf(acknowledged);
    }

    synchronized @Nullable String unanswered() {
        return unanswered;
    }
}
