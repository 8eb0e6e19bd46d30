"""Model backends: Ollama, OpenAI-compatible servers, and the built-in hostile stub."""
