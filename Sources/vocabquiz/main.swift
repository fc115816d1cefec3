print("vocabquiz: not yet wired")
