package io.github.boardrules.cli;

/** Input the tool cannot use; reported as one line on standard error with exit status 2. */
final class UsageProblem extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UsageProblem(String message) {
        super(message);
    }
}
