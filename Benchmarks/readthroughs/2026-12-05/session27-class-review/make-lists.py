"""Writes list-1..3.txt: every lemma with two or more classes asked at some level and one offered at B1-C1
(not secondary), each class with the meaning and example of its lowest-level asked sense. Run from the
repository root on session 26's lexicon (a432afc): python3 <this file> OUT_DIR"""
import collections, json, random, re, sys

lines = open("Sources/Lexicon/Resources/lexicon.tsv").read().split("\n")
entries = collections.defaultdict(dict)
for line in lines[1:]:
    fields = line.split("\t")
    if line.startswith("S") or len(fields) < 5 or fields[1] not in "nvar":
        continue
    senses = [(int(a), int(re.match(r"\d+", b).group(0))) for a, b in (x.split(":", 1) for x in fields[4].split(";") if ":" in x)]
    entries[fields[0]][fields[1]] = (fields[2], senses)
names = {"n": "noun", "v": "verb", "a": "adjective", "r": "adverb"}
levels = "A1 A2 B1 B2 C1 C2".split()
rows = []
for lemma, classes in entries.items():
    asked = {pos: min(s, key=lambda t: t[1]) for pos, (level, s) in classes.items() if s and min(t[1] for t in s) <= 5}
    offered = [pos for pos, (level, s) in classes.items() if "s" not in level and pos in asked and 2 <= asked[pos][1] <= 4]
    if not offered or len(asked) < 2:
        continue
    block = []
    for pos in "nvar":
        if pos in asked:
            record, level = asked[pos]
            fields = lines[1 + record].split("\t")
            examples = [e.strip().lstrip("+").lstrip("0123456") for e in fields[3].split("|") if e.strip()]
            block.append((pos, levels[level], fields[2], examples[0] if examples else ""))
    rows.append((lemma, block))
random.seed(7)
random.shuffle(rows)
json.dump(rows, open(sys.argv[1] + "/rows.json", "w"))
for k in range(3):
    out = []
    for i, (lemma, block) in enumerate(rows[k * 500:(k + 1) * 500]):
        out.append(f"X{k + 1}-{i + 1:03d}  {lemma}")
        for pos, level, gloss, example in block:
            shown = example and lemma[:max(3, min(5, len(lemma) - 2))].lower() in example.lower()
            out.append(f"   {names[pos]} ({level}): {gloss}" + (f"  Example: “{example}”" if shown else ""))
        out.append("")
    open(f"{sys.argv[1]}/list-{k + 1}.txt", "w").write("\n".join(out))
