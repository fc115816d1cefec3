#!/usr/bin/env python3
"""Merge session 21's everyday-meaning picks (out-N.tsv) into scripts/data/learner-definitions.tsv.

A pick with a definition on a sense no learner definition covers yet: a new row. A pick without one, of a sense
whose learner text was written for a synonym: this word joins that row's writers. A pick with a new text on a
sense that already has one is left alone (one synset, one text), and so is every `none`. Prints what it did."""
import sys, collections
WN = '/usr/share/wordnet/'
FILES = {'n': 'noun', 'v': 'verb', 'a': 'adj'}
DATA = 'scripts/data/learner-definitions.tsv'
index = {}
for p, name in FILES.items():
    for line in open(WN + 'index.' + name):
        if line.startswith(' '):
            continue
        t = line.split()
        pc = int(t[3])
        index[(t[0], p)] = t[4 + pc + 2:]
lines = open(DATA, encoding='utf-8').read().split('\n')
row_of = {}
for i, line in enumerate(lines):
    f = line.split('\t')
    if len(f) == 4 and not line.startswith('#') and f[0] != 'lemma':
        row_of[(f[2], f[1])] = i
new_rows, joined, kept, none, bad = [], [], [], [], []
for k in range(1, 5):
    for line in open('/tmp/s21def/out-%d.tsv' % k, encoding='utf-8'):
        f = line.rstrip('\n').split('\t')
        if len(f) < 3:
            continue
        f += [''] * (6 - len(f))
        word, pos, verdict, n, definition, reason = f[:6]
        if verdict != 'pick':
            none.append((word, pos, reason))
            continue
        offsets = index.get((word.replace(' ', '_'), pos))
        try:
            offset = offsets[int(n) - 1]
        except (TypeError, ValueError, IndexError):
            bad.append((word, pos, n))
            continue
        key = (offset, pos)
        definition = definition.strip()
        if key in row_of and row_of[key] is None:
            kept.append((word, pos, 'this batch', '', definition))
        elif key in row_of:
            i = row_of[key]
            g = lines[i].split('\t')
            if definition:
                kept.append((word, pos, g[0], g[3], definition))
            elif word not in g[0].split(','):
                g[0] = g[0] + ',' + word
                lines[i] = '\t'.join(g)
                joined.append((word, pos, g[3]))
        elif definition:
            row_of[key] = None
            new_rows.append('\t'.join([word, pos, offset, definition]))
        else:
            bad.append((word, pos, 'no text'))
if new_rows:
    while lines and lines[-1] == '':
        lines.pop()
    lines += ['# Session 21: the everyday meaning of A1-A2 words in a class SemCor tagged less (train, match and',
              '# present as nouns), which no earlier review covered; picked and written by four helper teachers.']
    lines += new_rows + ['']
open(DATA, 'w', encoding='utf-8').write('\n'.join(lines))
print('new rows', len(new_rows), 'joined', len(joined), 'kept (synset had a text)', len(kept), 'none', len(none),
      'bad', len(bad))
for b in bad: print('bad', b)
for k in kept[:20]: print('kept', k)
