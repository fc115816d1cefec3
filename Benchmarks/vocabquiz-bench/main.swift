print("vocabquiz-bench: not yet wired")
