package io.github.boardrules.web;

/**
 * The games' database failed: it could not be opened or brought to the current schema, or a
 * statement on it failed. The message names the database and what was being done; the cause is
 * the driver's, pool's or migration tool's exception.
 */
public final class StorageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * A refusal before anything was done, such as a URL of a database the server cannot use.
     *
     * @param message what is wrong, for people
     */
    StorageException(String message) {
        super(message);
    }

    /**
     * A failure of the database.
     *
     * @param message what failed, for people
     * @param cause the underlying exception
     */
    StorageException(String message, Throwable cause) {
        super(message + ": " + rootMessage(cause), cause);
    }

    /** The innermost cause's message: the pool and Flyway wrap the driver's, which says what went wrong. */
    private static String rootMessage(Throwable cause) {
        Throwable root = cause;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage();
        return message == null ? root.getClass().getSimpleName() : message;
    }
}
