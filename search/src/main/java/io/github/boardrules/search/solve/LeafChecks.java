package io.github.boardrules.search.solve;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.Player;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoState;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import org.jspecify.annotations.Nullable;

/**
 * Re-solves the leaves of a certificate by {@link PlainMinimax}, on the checking thread or, with
 * several threads, on a pool while the walk goes on: the leaves are where nearly all of a check's
 * time goes, and they do not depend on each other.
 *
 * <p>The outcome does not depend on the threads. When leaves fail, the one reported is the first
 * in the walk's order, as with one thread: the walk stops handing out leaves once a failure is
 * known, and waits for those handed out before to finish before it reports.
 */
final class LeafChecks implements AutoCloseable {
    /** Leaves handed out and not yet solved, per thread: enough to keep the pool busy. */
    private static final int QUEUED_PER_THREAD = 256;

    /**
     * Values each thread's minimax remembers at most. Small on purpose: a leaf's search revisits
     * mostly the positions it met a moment ago, and a memo that fits in the processor's caches
     * answers those fast, where a memo of millions (the minimax default) misses the cache on nearly
     * every look-up. On the 16-placement certificate of docs/gorogo.md, one thread: 10,000 values
     * 17.6 s, 25,000 15.6 s, 100,000 16.9 s, 300,000 32 s, 1,000,000 58 s, 4,000,000 102 s.
     */
    private static final int MEMO_LIMIT = 50_000;

    private final GoRoGo game;
    private final Colour winner;
    private final @Nullable ExecutorService pool;
    private final Semaphore queued;
    private final int queueCapacity;
    /** The pool threads' memos; they end with the pool. */
    private final ThreadLocal<Map<GoRoGoState, Player>> memos = ThreadLocal.withInitial(HashMap::new);
    /**
     * The memo when leaves are solved on the calling thread: a field, not a thread-local value,
     * which would stay in the caller's thread after the check until some later thread-local call
     * happened to clear it.
     */
    private final Map<GoRoGoState, Player> callerMemo = new HashMap<>();

    private final AtomicInteger threadNumber = new AtomicInteger();
    private final Object lock = new Object();
    private long handedOut;
    private @Nullable Failure firstFailure;
    private @Nullable Throwable crash;

    private record Failure(long index, CertificateException exception) {}

    /**
     * @param threads 1 to solve each leaf on the calling thread when it is met; more for a pool of
     *     that many threads
     */
    LeafChecks(GoRoGo game, Colour winner, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        this.game = game;
        this.winner = winner;
        this.queueCapacity = threads * QUEUED_PER_THREAD;
        this.queued = new Semaphore(queueCapacity);
        this.pool = threads == 1
                ? null
                : Executors.newFixedThreadPool(threads, task -> {
                    Thread thread = new Thread(task, "certificate-leaves-" + threadNumber.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                });
    }

    /**
     * Checks that a leaf is won by the certificate's winner, now or later.
     *
     * @param line the file's line where the walk met it, for the report
     * @throws CertificateException when this leaf or an earlier one is not won by the winner
     */
    void check(GoRoGoState leaf, int line) {
        long index = handedOut++;
        if (pool == null) {
            CertificateException failure = solve(leaf, line);
            if (failure != null) {
                throw failure;
            }
            return;
        }
        if (failed()) {
            finish();
        }
        queued.acquireUninterruptibly();
        pool.execute(() -> {
            try {
                CertificateException failure = solve(leaf, line);
                if (failure != null) {
                    fail(index, failure);
                }
            } catch (Throwable e) {
                crash(e);
            } finally {
                queued.release();
            }
        });
    }

    /**
     * Waits for the leaves handed out.
     *
     * @throws CertificateException for the first leaf in the walk's order not won by the winner
     */
    void finish() {
        CertificateException failure = awaitAll(null);
        if (failure != null) {
            throw failure;
        }
    }

    /**
     * What to report when the walk itself failed: the first failed leaf if there is one, since
     * every leaf handed out comes before the place the walk failed, else the walk's own failure.
     */
    CertificateException afterWalkFailed(CertificateException walkFailure) {
        CertificateException failure = awaitAll(walkFailure);
        return failure == null ? walkFailure : failure;
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }

    private @Nullable CertificateException solve(GoRoGoState leaf, int line) {
        Map<GoRoGoState, Player> memo = pool == null ? callerMemo : memos.get();
        if (!PlainMinimax.winner(game, leaf, memo, MEMO_LIMIT).equals(winner)) {
            return new CertificateException(
                    line, "a leaf is not won by " + winner.code() + ": " + game.formatPosition(leaf));
        }
        return null;
    }

    private boolean failed() {
        synchronized (lock) {
            return firstFailure != null || crash != null;
        }
    }

    /** A leaf's search itself failed (out of memory, say): the check is incomplete, not refused. */
    private void crash(Throwable e) {
        synchronized (lock) {
            if (crash == null) {
                crash = e;
            }
        }
    }

    private void fail(long index, CertificateException exception) {
        synchronized (lock) {
            if (firstFailure == null || index < firstFailure.index()) {
                firstFailure = new Failure(index, exception);
            }
        }
    }

    /** Waits for every leaf handed out; the first failure among them, else {@code otherwise}. */
    private @Nullable CertificateException awaitAll(@Nullable CertificateException otherwise) {
        if (pool != null) {
            queued.acquireUninterruptibly(queueCapacity);
            queued.release(queueCapacity);
        }
        synchronized (lock) {
            if (crash instanceof Error error) {
                throw error;
            }
            if (crash != null) {
                throw new IllegalStateException("solving a leaf failed: " + crash, crash);
            }
            return firstFailure == null ? otherwise : firstFailure.exception();
        }
    }
}
