# Every classroom C1 entry in its main class, with the meaning the quiz asks it in (its everyday sense).
import random
lex=open('/work/main/Sources/Lexicon/Resources/lexicon.tsv',encoding='utf-8').read().split('\n')
_,_,ns,ne=lex[0].split('\t'); ns,ne=int(ns),int(ne)
syn=[l.split('\t') for l in lex[1:1+ns]]
rows=[]
for e in lex[1+ns:1+ns+ne]:
    f=e.split('\t')
    if f[2]!='4': continue
    senses=[]
    for s in f[4].split(';'):
        idx,lev=s.split('!')[0].split(':'); senses.append((int(idx),int(lev)))
    best=None
    for idx,lev in senses:
        sf=syn[idx]
        written=sf[7].split(',') if len(sf)>7 else []
        if f[0] in written and (best is None or lev<best[1]): best=(idx,lev)
    idx=best[0] if best else senses[0][0]
    if syn[idx][0].startswith('M'): continue
    rows.append((f[0],f[1],syn[idx][2]))
rows.sort()
n=6; size=(len(rows)+n-1)//n
for i in range(n):
    with open(f'words-C1-{i+1}.tsv','w',encoding='utf-8') as out:
        out.write('lemma\tpos\tmeaning\n')
        for r in rows[i*size:(i+1)*size]: out.write('\t'.join(r)+'\n')
print(len(rows))
