/** One run of a unit alignment: how many units both sides share, or only the older or newer has. */
export type Step = readonly [op: 'equal' | 'delete' | 'insert', count: number];

/**
 * Shortest edit script between two unit-id lists (Myers' O(ND) greedy algorithm), or null when more
 * than `maxEdits` insertions and deletions would be needed. Deletions come before insertions.
 */
export function myersSteps(a: Int32Array, b: Int32Array, maxEdits: number): Step[] | null {
  const n = a.length;
  const m = b.length;
  const centre = maxEdits + 1;
  const furthest = new Int32Array(2 * maxEdits + 3);
  // furthest[] after each round d, for diagonals -d..d: what the walk back reads.
  const rounds: Int32Array[] = [];
  for (let d = 0; d <= maxEdits; d++) {
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && furthest[centre + k - 1] < furthest[centre + k + 1]);
      let x = down ? furthest[centre + k + 1] : furthest[centre + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      furthest[centre + k] = x;
      if (x >= n && y >= m) {
        rounds.push(furthest.slice(centre - d, centre + d + 1));
        return walkBack(rounds, n, m);
      }
    }
    rounds.push(furthest.slice(centre - d, centre + d + 1));
  }
  return null;
}

function walkBack(rounds: Int32Array[], n: number, m: number): Step[] {
  const reversed: Step[] = [];
  const push = (op: Step[0], count: number) => {
    if (count === 0) return;
    const last = reversed[reversed.length - 1];
    if (last?.[0] === op) reversed[reversed.length - 1] = [op, last[1] + count];
    else reversed.push([op, count]);
  };
  let x = n;
  let y = m;
  for (let d = rounds.length - 1; d > 0; d--) {
    const before = rounds[d - 1];
    const at = (k: number) => before[k + d - 1];
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const previousK = down ? k + 1 : k - 1;
    const previousX = at(previousK);
    const previousY = previousX - previousK;
    const snakeStart = down ? previousX : previousX + 1;
    push('equal', x - snakeStart);
    push(down ? 'insert' : 'delete', 1);
    x = previousX;
    y = previousY;
  }
  push('equal', x);
  return orderChanges(reversed.reverse());
}

/** Within each stretch of changes, all deletions first, then all insertions. */
function orderChanges(steps: Step[]): Step[] {
  const out: Step[] = [];
  let deleted = 0;
  let inserted = 0;
  const flush = () => {
    if (deleted) out.push(['delete', deleted]);
    if (inserted) out.push(['insert', inserted]);
    deleted = inserted = 0;
  };
  for (const step of steps) {
    if (step[0] === 'delete') deleted += step[1];
    else if (step[0] === 'insert') inserted += step[1];
    else {
      flush();
      out.push(step);
    }
  }
  flush();
  return out;
}
