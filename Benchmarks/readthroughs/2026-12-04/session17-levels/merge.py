import glob, re, sys, collections
lex = open("/tmp/s17/oldres/lexicon/lexicon.tsv", encoding="utf-8").read().split("\n")
_, _, ns, ne = lex[0].split("\t"); ns, ne = int(ns), int(ne)
level = {}
for e in lex[1+ns:1+ns+ne]:
    f = e.split("\t"); level[(f[0], f[1])] = int(f[2][0])
lowered = {tuple(l.split("\t")[:2]) for l in open("/work/main/scripts/data/learner-levels.tsv") if not l.startswith("#") and l.count("\t") == 3}
CEFR = ["A1","A2","B1","B2","C1","C2"]
SENSE = re.compile(r"sense|meaning|rare|figurative", re.I)
rows, skipped = {}, collections.Counter()
for path in sorted(glob.glob("out-*.tsv")):
    for line in open(path, encoding="utf-8"):
        f = line.rstrip("\n").split("\t")
        if len(f) != 4 or f[0] == "lemma": continue
        lemma, pos, lev, reason = f
        key = (lemma, pos)
        if key not in level: skipped["no entry"] += 1; print("no entry", key, file=sys.stderr); continue
        if lev not in CEFR or CEFR.index(lev) <= level[key]: skipped["not above"] += 1; continue
        if key in lowered: skipped["lowered"] += 1; continue
        if SENSE.search(reason): skipped["sense"] += 1; continue
        if key in rows: skipped["dup"] += 1; continue
        rows[key] = (lev, reason.strip())
print(len(rows), dict(skipped), collections.Counter(v[0] for v in rows.values()), file=sys.stderr)
order = {"n":0,"v":1,"a":2,"r":3}
with open("raises.tsv","w") as out:
    for (lemma,pos),(lev,reason) in sorted(rows.items(), key=lambda kv: (CEFR.index(kv[1][0]), kv[0][0], order[kv[0][1]])):
        out.write(f"{lemma}\t{pos}\t{lev}\t{reason}\n")

# Defining vocabulary: a word the learner definitions of A1-B1 words are written in is read at those levels,
# so it keeps its level (raising it would put car's "a road vehicle with four wheels" above A1).
old = {}
for e in open("/tmp/s17/oldres/lexicon/lexicon.tsv", encoding="utf-8").read().split("\n")[1+ns:1+ns+ne]:
    f = e.split("\t"); old[(f[0], f[1])] = (int(f[2][0]), [f[0]] + [x for x in f[3].split(",") if x])
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
    # Raising the entry changes a defining word's reading level only when it is that word's easiest reading.
    lev = old[key][0]
    return any(form in tokens and all(l > lev for l, k in readings[form] if k != key) for form in old[key][1])
CEFRI = {c: i for i, c in enumerate(CEFR)}
def inverts(key, lev):
    # A verb raised above an adjective or noun spelt as one of its forms (*settle* above *settled*) would make a
    # text's "settled" read as the adjective: the reader takes the easier reading as the commoner.
    if key[1] != "v": return False
    def now(l, k): return CEFRI[rows[k][0]] if k in rows and not matters(k) else l
    return any(k != key and k[0] != key[0] and now(l, k) < CEFRI[lev] for form in old[key][1] for l, k in readings[form])
kept, dropped, participles = {}, [], []
for key, value in rows.items():
    if matters(key): dropped.append(key[0])
    elif inverts(key, value[0]): participles.append(key[0])
    else: kept[key] = value
print("verbs left below their participles:", len(participles), " ".join(sorted(participles)), file=sys.stderr)
print("defining vocabulary kept at its level:", len(dropped), " ".join(sorted(dropped)[:80]), file=sys.stderr)
with open("raises.tsv","w") as out:
    for (lemma,pos),(lev,reason) in sorted(kept.items(), key=lambda kv: (CEFR.index(kv[1][0]), kv[0][0], order[kv[0][1]])):
        out.write(f"{lemma}\t{pos}\t{lev}\t{reason}\n")
print("kept", len(kept), collections.Counter(v[0] for v in kept.values()), file=sys.stderr)
