# Session 20: C1 words both readers of a list marked as above C1, through session 17's filters.
import re, sys, collections, glob
LEX = "/work/main/Sources/Lexicon/Resources/lexicon.tsv"
lex = open(LEX, encoding="utf-8").read().split("\n")
_, _, ns, ne = lex[0].split("\t"); ns, ne = int(ns), int(ne)
old = {}
for e in lex[1+ns:1+ns+ne]:
    f = e.split("\t"); old[(f[0], f[1])] = (int(f[2][0]), [f[0]] + [x for x in f[3].split(",") if x])
CEFR = ["A1","A2","B1","B2","C1","C2"]; CEFRI = {c: i for i, c in enumerate(CEFR)}
lowered = {tuple(l.split("\t")[:2]) for l in open("/work/main/scripts/data/learner-levels.tsv") if not l.startswith("#") and l.count("\t") == 3}
raised = {tuple(l.split("\t")[:2]) for l in open("/work/main/scripts/data/learner-level-raises.tsv") if not l.startswith("#") and l.count("\t") == 3}
def marks(path):
    out = {}
    for l in open(path, encoding="utf-8"):
        f = l.rstrip("\n").split("\t")
        if len(f) != 4 or f[0] == "lemma": continue
        out[(f[0].strip(), f[1].strip())] = f[3].strip()
    return out
both, skipped = {}, collections.Counter()
for n in range(1, 7):
    a, b = marks(f"out-{n}a.tsv"), marks(f"out-{n}b.tsv")
    for key in a.keys() & b.keys():
        if key not in old: skipped["no entry"] += 1; continue
        if old[key][0] != 4: skipped["not C1"] += 1; continue
        if key in lowered: skipped["lowered"] += 1; continue
        both[key] = a[key] if len(a[key]) >= len(b[key]) else b[key]
SENSE = re.compile(r"sense|meaning", re.I)
sense = {k for k, r in both.items() if SENSE.search(r)}
print("both", len(both), "of which sense marks", len(sense), dict(skipped), file=sys.stderr)
tokens = set()
for l in open("/work/main/scripts/data/learner-definitions.tsv", encoding="utf-8"):
    if l.startswith("#") or l.startswith("lemma\t"): continue
    p = l.rstrip("\n").split("\t")
    if len(p) < 4: continue
    lemmas, pos = p[0].split(","), p[1]
    if any(old.get((w.replace("_", " "), pos), (9,))[0] <= 3 for w in lemmas):
        tokens.update(re.findall(r"[a-z]+", p[3].lower()))
readings = collections.defaultdict(list)
for key, (lev, forms) in old.items():
    for form in forms: readings[form].append((lev, key))
def matters(key):
    lev = old[key][0]
    return any(form in tokens and all(l > lev for l, k in readings[form] if k != key) for form in old[key][1])
def inverts(key):
    if key[1] != "v": return False
    return any(k != key and k[0] != key[0] and (5 if k in both else l) < 5 for form in old[key][1] for l, k in readings[form])
kept, dropped, participles = {}, [], []
for key, reason in both.items():
    if matters(key): dropped.append(key[0])
    elif inverts(key): participles.append(key[0])
    else: kept[key] = reason
print("verbs left below their participles:", len(participles), " ".join(sorted(participles)), file=sys.stderr)
print("defining vocabulary kept at its level:", len(dropped), " ".join(sorted(dropped)), file=sys.stderr)
order = {"n":0,"v":1,"a":2,"r":3}
with open("both-marked.tsv", "w") as out:
    for (lemma, pos), reason in sorted(both.items()): out.write(f"{lemma}\t{pos}\tC2\t{reason}\n")
with open("raises-c1.tsv", "w") as out:
    for (lemma, pos), reason in sorted(kept.items(), key=lambda kv: (kv[0][0], order[kv[0][1]])):
        out.write(f"{lemma}\t{pos}\tC2\t{reason}\n")
print("kept", len(kept), "already raised rows among them", len(kept.keys() & raised), "sense marks kept", len(kept.keys() & sense), file=sys.stderr)
