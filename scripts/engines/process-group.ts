import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** How long a process group gets to exit after SIGTERM before it is killed outright. */
const STOP_GRACE_MS = 5_000;
/** The tail of a process's output kept for error messages. */
const OUTPUT_TAIL_CHARS = 4_000;

export interface ProcessGroup {
  readonly child: ChildProcess;
  /** The last few thousand characters the process wrote (stdout and stderr). */
  output(): string;
  /** Resolves when the process has exited (at once if it already has). */
  exited(): Promise<void>;
  /** Ends the whole group (the process and everything it started): SIGTERM, then SIGKILL. */
  stop(): Promise<void>;
}

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

/**
 * Starts a command as the leader of its own process group, so that stopping it also ends what it
 * started (a driver's browser, its helper processes). If this Node process exits first, the
 * group is killed on the way out.
 */
export function startGroup(command: string, args: string[], options: SpawnOptions = {}): ProcessGroup {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options, detached: true });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const done = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    child.once('exit', () => resolve());
    child.once('error', (error) => {
      keep(Buffer.from(`\n${error.message}\n`));
      resolve();
    });
  });
  const onExit = () => child.pid && killGroup(child.pid, 'SIGKILL');
  process.once('exit', onExit);
  void done.then(() => process.removeListener('exit', onExit));

  return {
    child,
    output: () => tail,
    exited: () => done,
    async stop() {
      const pid = child.pid;
      if (!pid) return;
      // The leader may be gone while its children live on: the group is signalled either way.
      killGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), STOP_GRACE_MS);
      await done;
      clearTimeout(timer);
      killGroup(pid, 'SIGKILL');
      process.removeListener('exit', onExit);
    },
  };
}
