/** What Linux's /proc tells about a process: CPU used so far, memory, PostgreSQL's processes. */
import fs from 'node:fs';
import path from 'node:path';

/** Clock ticks per second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

function statFields(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is [0], ppid [1], utime [11], stime [12].
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) the process has used so far; 0 when it is gone. */
export function cpuSeconds(pid: number): number {
  const f = statFields(pid);
  return f ? (Number(f[11]) + Number(f[12])) / TICKS : 0;
}

/** Resident and peak resident memory (KiB) of a process, or null when it is gone. */
export function readMemory(pid: number): { rssKb: number; hwmKb: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssKb: kb('VmRSS'), hwmKb: kb('VmHWM') };
  } catch {
    return null;
  }
}

/**
 * CPU seconds used so far by a PostgreSQL cluster: the postmaster's own, those of the backends it
 * has reaped (its cutime/cstime), and those of its live children (backends, checkpointer, ...).
 * The postmaster's pid is the first line of `postmaster.pid` in the cluster's folder.
 */
export function postgresCpuSeconds(clusterDirectory: string): number {
  const pid = Number(fs.readFileSync(path.join(clusterDirectory, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const own = statFields(pid);
  if (!own) return 0;
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = statFields(Number(entry));
    if (f && Number(f[1]) === pid) ticks += Number(f[11]) + Number(f[12]);
  }
  return ticks / TICKS;
}
