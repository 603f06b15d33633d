package com.example.consumer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ConsumerTest {
    @Test
    void usesTheLibrary() {
        assertTrue(Consumer.describe().contains("ongoing"));
    }
}
