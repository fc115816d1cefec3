# Session 20: session 19's proposed B2 raises through session 17's filters, on the current lexicon.
import re, sys, collections
LEX = "/work/main/Sources/Lexicon/Resources/lexicon.tsv"
lex = open(LEX, encoding="utf-8").read().split("\n")
_, _, ns, ne = lex[0].split("\t"); ns, ne = int(ns), int(ne)
old = {}
for e in lex[1+ns:1+ns+ne]:
    f = e.split("\t"); old[(f[0], f[1])] = (int(f[2][0]), [f[0]] + [x for x in f[3].split(",") if x])
CEFR = ["A1","A2","B1","B2","C1","C2"]; CEFRI = {c: i for i, c in enumerate(CEFR)}
rows = {}
for l in open(sys.argv[1], encoding="utf-8"):
    f = l.rstrip("\n").split("\t")
    if len(f) != 4: continue
    key = (f[0], f[1])
    if key not in old: print("no entry", key, file=sys.stderr); continue
    if CEFRI[f[2]] <= old[key][0]: print("not above", key, f[2], old[key][0], file=sys.stderr); continue
    rows[key] = (f[2], f[3])
tokens = set()
for l in open("/work/main/scripts/data/learner-definitions.tsv", encoding="utf-8"):
    if l.startswith("#") or l.startswith("lemma\t"): continue
    p = l.rstrip("\n").split("\t")
    if len(p) < 4: continue
    lemmas, pos = p[0].split(","), p[1]
    if any(old.get((w.replace("_", " "), pos), (9,))[0] <= 2 for w in lemmas):
        tokens.update(re.findall(r"[a-z]+", p[3].lower()))
readings = collections.defaultdict(list)
for key, (lev, forms) in old.items():
    for form in forms: readings[form].append((lev, key))
def matters(key):
    lev = old[key][0]
    return any(form in tokens and all(l > lev for l, k in readings[form] if k != key) for form in old[key][1])
def inverts(key, lev):
    if key[1] != "v": return False
    def now(l, k): return CEFRI[rows[k][0]] if k in rows and not matters(k) else l
    return any(k != key and k[0] != key[0] and now(l, k) < CEFRI[lev] for form in old[key][1] for l, k in readings[form])
kept, dropped, participles = {}, [], []
for key, value in rows.items():
    if matters(key): dropped.append(key[0])
    elif inverts(key, value[0]): participles.append(key[0])
    else: kept[key] = value
print("rows", len(rows), file=sys.stderr)
print("verbs left below their participles:", len(participles), " ".join(sorted(participles)), file=sys.stderr)
print("defining vocabulary kept at its level:", len(dropped), " ".join(sorted(dropped)), file=sys.stderr)
order = {"n":0,"v":1,"a":2,"r":3}
with open("raises-b2.tsv","w") as out:
    for (lemma,pos),(lev,reason) in sorted(kept.items(), key=lambda kv: (CEFR.index(kv[1][0]), kv[0][0], order[kv[0][1]])):
        out.write(f"{lemma}\t{pos}\t{lev}\t{reason}\n")
print("kept", len(kept), collections.Counter(v[0] for v in kept.values()), file=sys.stderr)
