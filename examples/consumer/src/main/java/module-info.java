/** A user's application, written as a JPMS module that requires the boardrules games it uses. */
module com.example.consumer {
    requires io.github.boardrules.bargo;
    requires io.github.boardrules.gorogo;
    requires io.github.boardrules.baokigogo;
}
