"""Prints the rows of scripts/data/learner-minor-classes.tsv that two readers agree on: a class both marked
MARGINAL where both marked another class MAIN or ALSO, asked below C2, with another class asked below C2.
Readers A and B read list 1, C and D list 2, E and F list 3. Run in this folder."""
import json

rows = json.load(open("rows.json"))
names = {"n": "noun", "v": "verb", "a": "adjective", "r": "adverb"}


def load(path):
    found = {}
    for line in open(path):
        fields = line.rstrip("\n").split("\t")
        if len(fields) >= 3:
            found[(fields[0], fields[1].strip().lower())] = (fields[2].strip().upper(), fields[3].strip() if len(fields) > 3 else "")
    return found


kept = []
for k, (a, b) in enumerate([("A", "B"), ("C", "D"), ("E", "F")]):
    first, second = load(f"verdicts-{a}.tsv"), load(f"verdicts-{b}.tsv")
    for i, (lemma, block) in enumerate(rows[k * 500:(k + 1) * 500]):
        item = f"X{k + 1}-{i + 1:03d}"
        marks = [(pos, level, first.get((item, names[pos]), ("?", ""))[0], second.get((item, names[pos]), ("?", ""))[0],
                  first.get((item, names[pos]), ("", ""))[1] or second.get((item, names[pos]), ("", ""))[1])
                 for pos, level, _, _ in block]
        for pos, level, x, y, comment in marks:
            known = [p for p, lv, xx, yy, _ in marks if p != pos and {xx, yy} <= {"MAIN", "ALSO"}]
            if x == y == "MARGINAL" and known and level != "C2" and any(lv != "C2" for p, lv, *_ in marks if p != pos):
                comment = " ".join(comment.replace("\t", " ").split())[:110] or "marginal in this class"
                kept.append(f"{lemma}\t{pos}\tsession 27 class review (two readers): {comment}")
print("\n".join(sorted(kept)))
