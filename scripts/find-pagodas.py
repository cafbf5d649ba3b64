#!/usr/bin/env python3
"""Searches pagoda functions for src/search/pagoda.rs (a development tool; nothing runs it in CI).

    cargo run --release --example dump_level -- english d4 17 > /tmp/f17.txt
    python3 -m venv /tmp/lp && /tmp/lp/bin/pip install scipy
    /tmp/lp/bin/python scripts/find-pagodas.py /tmp/f17.txt 40

Repeatedly takes a losing position of the level that no pagoda found so far rules out, and asks
a linear program for weights w (one per hole, -3..3) with w(from) + w(over) >= w(to) for every
jump and w(target) = 1 that minimise the position's total. When the optimum is below 1 the
weights, scaled to integers, prove the position cannot finish. It prints the weight vectors
in hole order, the most useful first. src/search/pagoda.rs takes their images under the board's
symmetries at run time; its table keeps only the vectors whose images rule out at least 0.3% more
of F_17's losing positions than those before them (16 fill one lane group).
The engine checks every vector against the board's jumps before using it, so a wrong line here
can cost speed but never a wrong answer.
"""
import math
import random
import sys
from fractions import Fraction

import numpy as np
from scipy.optimize import linprog

path, rounds = sys.argv[1], int(sys.argv[2])
jumps, codes, winning, holes, target = [], [], [], 0, 0
for line in open(path):
    t = line.split()
    if t[0] == "#":
        if t[1] == "board":
            holes, target = int(t[4]), int(t[6])
        else:
            jumps.append(tuple(map(int, t[2:5])))
    else:
        codes.append(int(t[0]))
        winning.append(t[1] == "1")
bits = np.array([[(c >> h) & 1 for h in range(holes)] for c in codes], dtype=np.int8)
winning = np.array(winning)
losing, won = bits[~winning], bits[winning]

a_ub = np.zeros((len(jumps), holes))
for k, (f, o, t) in enumerate(jumps):
    a_ub[k, f] -= 1
    a_ub[k, o] -= 1
    a_ub[k, t] += 1
a_eq = np.zeros((1, holes))
a_eq[0, target] = 1

random.seed(1)
alive = np.ones(len(losing), bool)
found = []
for _ in range(rounds):
    idx = np.flatnonzero(alive)
    if len(idx) == 0:
        break
    p = losing[random.choice(idx)]
    cost = p.astype(float) + 0.001 * losing[idx[:20000]].mean(0)
    r = linprog(cost, A_ub=a_ub, b_ub=np.zeros(len(jumps)), A_eq=a_eq, b_eq=[1],
                bounds=[(-3, 3)] * holes, method="highs")
    if r.status != 0 or p @ r.x >= 1 - 1e-9:
        continue
    x = [Fraction(v).limit_denominator(12) for v in r.x]
    den = 1
    for v in x:
        den = den * v.denominator // math.gcd(den, v.denominator)
    w = np.array([int(v * den) for v in x])
    if not all(w[f] + w[o] >= w[t] for f, o, t in jumps):
        continue
    ruled_out = (losing @ w) < w[target]
    assert not ((won @ w) < w[target]).any(), "a pagoda never rules out a winning position"
    gain = (ruled_out & alive).sum()
    alive &= ~ruled_out
    found.append((gain, w))
    print(f"# rules out {ruled_out.sum()} ({gain} new); {alive.sum()} losing left", file=sys.stderr)
for gain, w in sorted(found, key=lambda g: -g[0]):
    print(" ".join(str(v) for v in w))
