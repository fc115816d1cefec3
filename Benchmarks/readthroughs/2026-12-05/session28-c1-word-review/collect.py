import json,re,collections,glob
dis=collections.Counter(); dmean={}
keys={}
for f in sorted(glob.glob('c1-*.json')):
    for q in json.load(open(f)):
        keys.setdefault(q['word'],collections.Counter())[(q['type'],q['explanation'])]+=1
        for fb in q['feedback']:
            if not fb: continue
            m=re.match(r'That is what “(.+?)” means',fb) or re.match(r'“(.+?)” means “(.+?)”; “',fb)
            if not m: print('??',fb); continue
            w=m.group(1)
            if fb.startswith('That'):
                # meaning is the choice text; find it
                i=q['feedback'].index(fb); mean=q['choices'][i]
            else: mean=m.group(2)
            dis[(w,mean)]+=1
print(len(dis), len(set(w for w,_ in dis)), len(keys))
json.dump({'dis':[[w,m,c] for (w,m),c in dis.most_common()],'keys':{k:[[t,e,c] for (t,e),c in v.most_common()] for k,v in keys.items()}},open('c1pool.json','w'))
