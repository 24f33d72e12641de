/**
 * For crash tests (forms, reproduction, complaints): runs a child process that writes
 * submissions and prints a line per step, and kills it with SIGKILL at the moment the
 * test chooses, so the test can open its database afterwards and check that nothing
 * was half-written.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

export interface KillPlan {
  /** The child script (a file of a `tests/` folder, run with the same Node). */
  child: string;
  args: string[];
  /** Extra environment for the child (LOG_FORMAT is off). */
  env?: Record<string, string>;
  /** Kill once this says so, given the newest line and all lines so far. */
  until: (line: string, lines: string[]) => boolean;
  /** Wait this long after `until` before the kill (a random point in the next write). */
  delayMs?: number;
  /** Give up (and fail) when the child has not reached the point by then. */
  timeoutMs?: number;
}

/** Runs the child until the plan's point, kills it with SIGKILL, and returns its stdout lines. */
export function runAndKill(plan: KillPlan): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [plan.child, ...plan.args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LOG_FORMAT: 'off', ...plan.env },
    });
    const lines: string[] = [];
    let stderr = '';
    let buffer = '';
    let killing = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`child did not reach the point to kill it\n${stderr}`));
    }, plan.timeoutMs ?? 150_000);
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdout.on('data', (c: Buffer) => {
      buffer += c.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (!killing && plan.until(line, lines)) {
          killing = true;
          if (plan.delayMs) setTimeout(() => child.kill('SIGKILL'), plan.delayMs);
          else child.kill('SIGKILL');
        }
      }
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal !== 'SIGKILL') return reject(new Error(`child exited by itself (${String(code)})\n${stderr}`));
      resolve(lines);
    });
  });
}
