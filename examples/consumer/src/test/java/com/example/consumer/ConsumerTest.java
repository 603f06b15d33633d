package com.example.consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ConsumerTest {
    @Test
    void usesEveryGameThroughItsArtifact() {
        List<String> lines = Consumer.describe();
        assertEquals(3, lines.size());
        assertTrue(lines.get(0).startsWith("bargo ../.../.. b - 0 0 "), lines.get(0));
        assertTrue(lines.get(1).startsWith("gorogo ...../...../...../...../..... w 10/2 10/2 0,0 perft2=1200"), lines.get(1));
        assertTrue(lines.get(2).startsWith("baokigogo ") && lines.get(2).contains("perft2=499"), lines.get(2));
    }
}
