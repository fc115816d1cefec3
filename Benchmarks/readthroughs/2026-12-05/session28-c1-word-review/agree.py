import collections,csv,sys
rows={}
for i in range(1,5):
    for l in open(f'list-{i}.tsv').read().splitlines()[1:]:
        p=l.split('\t'); rows[p[0]]=p
v=collections.defaultdict(dict)
for i in range(1,5):
    for r in 'ab':
        for l in open(f'verdicts-{i}{r}.tsv'):
            p=l.rstrip('\n').split('\t')
            while len(p)<3: p.append('')
            v[p[0]][r]=(p[1].strip().upper(),p[2])
agree=sum(1 for k in v if v[k]['a'][0]==v[k]['b'][0]); print('agree',agree,len(v))
both=collections.defaultdict(list)
for k,d in v.items():
    a,b=d['a'][0],d['b'][0]
    if a!='OK' and b!='OK':
        both[(a if a==b else a+'/'+b)].append(k)
for key,ks in sorted(both.items(),key=lambda x:-len(x[1])): print(key,len(ks))
import json
json.dump({k:{'row':rows[k],'a':v[k]['a'],'b':v[k]['b']} for ks in both.values() for k in ks},open('both.json','w'),indent=0)
