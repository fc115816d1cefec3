import json,re,collections,glob,random
items={}  # (word,pos,meaning) -> dict
def add(word,pos,meaning,role,example=''):
    meaning=meaning.rstrip(".") if not meaning.startswith("(") else meaning
    k=(word,pos,meaning)
    it=items.setdefault(k,{'roles':set(),'example':'','n':0})
    it['roles'].add(role); it['n']+=1
    if example and not it['example']: it['example']=example
POS={'noun':'noun','verb':'verb','adjective':'adjective','adverb':'adverb'}
for f in sorted(glob.glob('c1-*.json')):
    for q in json.load(open(f)):
        e=q['explanation']
        m=re.search(r'(?:^|\. )([^“”]+?) \((noun|verb|adjective|adverb)\): (.+?)(?: Example: “(.+)”)?$',e)
        if q['type']=='fill-in-the-blank':
            m=re.search(r'” (.+?) \((noun|verb|adjective|adverb)\): (.+)$',e)
        if not m: print('?',e); continue
        word,pos,mean=m.group(1),m.group(2),m.group(3)
        ex=m.group(4) if m.lastindex and m.lastindex>=4 else ''
        if q['type']=='fill-in-the-blank': mean=mean.rstrip('.') if False else mean
        add(word,pos,mean,'asked',ex or '')
        if q['type'] in('synonym','antonym'):
            rel='same as' if q['type']=='synonym' else 'opposite of'
            add(q['answer'],pos,f'(the answer for "{rel} {word}", which means: {mean})','key')
        for i,fb in enumerate(q['feedback']):
            if not fb: continue
            m2=re.match(r'That is what “(.+?)” means',fb)
            if m2: w,mn=m2.group(1),q['choices'][i]
            else:
                m2=re.match(r'“(.+?)” means “(.+?)”; “',fb); w,mn=m2.group(1),m2.group(2)
            add(w,pos,mn,'wrong answer')
print(len(items))
ks=sorted(items, key=lambda k:(k[0].lower(),k[1]))
random.seed(28); random.shuffle(ks)
N=4; per=(len(ks)+N-1)//N
for i in range(N):
    with open(f'list-{i+1}.tsv','w') as o:
        o.write('id\tword\tpos\tshown as\tmeaning\texample\n')
        for j,k in enumerate(ks[i*per:(i+1)*per]):
            it=items[k]; roles=' and '.join(sorted(it['roles']))
            o.write(f'{i+1}-{j+1:04d}\t{k[0]}\t{k[1]}\t{roles}\t{k[2]}\t{it["example"]}\n')
