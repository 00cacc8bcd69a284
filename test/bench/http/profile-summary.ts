// `npx tsx test/bench/http/profile-summary.ts FILE.cpuprofile [TOP] [--window=FROM:TO]`: where a V8 CPU profile's time
// went — self time by package (node_modules/<name>, the app's own code, node's internals, GC) and
// the top functions by self time. Enough to find what to cut without a profiler UI.
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function packageOf(url: string, name: string): string {
  if (name === '(garbage collector)' || name === '(idle)' || name === '(program)') return name;
  if (!url) return '(native)';
  if (url.startsWith('node:')) return 'node:internal';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.includes('/.next/server/chunks/')) return '.next chunks (app and bundled libraries)';
  return url.replace(/^file:\/\/.*\/wt-[^/]+\//, '');
}

const args = process.argv.slice(2);
const [file, topArg] = args.filter((a) => !a.startsWith('--'));
// --window=FROM:TO (microseconds of the monotonic clock, as request-cost.ts prints): only those samples.
const window = args
  .find((a) => a.startsWith('--window='))
  ?.slice('--window='.length)
  .split(':')
  .map(Number);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (window && (at < window[0] || at > window[1])) return;
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);

const keyOf = ({ functionName, url, lineNumber }: ProfileNode['callFrame']) =>
  `${functionName || '(anonymous)'}  ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
// --inclusive=REGEX: time under each function whose name and file match (self time and its callees').
const inclusive = args.find((a) => a.startsWith('--inclusive='))?.slice('--inclusive='.length);
const byInclusive = new Map<string, number>();
if (inclusive) {
  const match = new RegExp(inclusive);
  for (const [id, us] of selfUs) {
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) {
      const key = keyOf(byId.get(node)!.callFrame);
      if (match.test(key) && !seen.has(key)) seen.add(key);
    }
    for (const key of seen) byInclusive.set(key, (byInclusive.get(key) ?? 0) + us);
  }
}

const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const [id, us] of selfUs) {
  const { functionName, url } = byId.get(id)!.callFrame;
  const pkg = packageOf(url, functionName);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  const key = keyOf(byId.get(id)!.callFrame);
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
}
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const show = (entries: Map<string, number>, top: number) =>
  [...entries.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => ({ ms: Math.round(us / 1000), share: `${((100 * us) / total).toFixed(1)}%`, name }));
console.log(`${file}: ${Math.round(total / 1000)} ms sampled`);
console.table(show(byPackage, 25));
console.table(show(byFunction, Number(topArg ?? 40)));
if (inclusive) console.table(show(byInclusive, Number(topArg ?? 40)));
