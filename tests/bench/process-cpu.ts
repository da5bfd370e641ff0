import { readdirSync, readFileSync } from 'node:fs';

// /proc/<pid>/stat counts in clock ticks; Linux uses 100 per second.
const TICK_MS = 10;

interface Stat {
  ppid: number;
  cpuMs: number;
}

function stat(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after its closing parenthesis do not.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // utime, stime, then cutime, cstime: children that ended (a backend that closed) count for their parent.
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    return { ppid: Number(fields[1]), cpuMs: ticks * TICK_MS };
  } catch {
    return undefined;
  }
}

/**
 * CPU time (user + system, ms) used so far by a process and its children (the workers of a server).
 * Other programs on a shared machine change the request rate a run reaches, not this: CPU per request.
 */
export function treeCpuMs(root: number): number {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => ({ pid: Number(name), stat: stat(Number(name)) }));
  const tree = new Set([root]);
  for (const { pid, stat: s } of all) if (s && tree.has(s.ppid)) tree.add(pid);
  return all.filter(({ pid }) => tree.has(pid)).reduce((sum, { stat: s }) => sum + (s?.cpuMs ?? 0), 0);
}
