import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodic, type PeriodicJob } from './periodic.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let job: PeriodicJob | undefined;
afterEach(async () => {
  await job?.stop();
  vi.restoreAllMocks();
});

describe('periodic jobs', () => {
  it('runs a pass at once, never two at a time, and stop waits for the pass under way', async () => {
    let running = 0;
    let most = 0;
    let passes = 0;
    let release: () => void = () => undefined;
    job = startPeriodic('test.slow', 5, async () => {
      running += 1;
      passes += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => (release = resolve));
      running -= 1;
    });
    expect(passes).toBe(1);
    await wait(40);
    expect([passes, most]).toEqual([1, 1]);
    const stopped = job.stop();
    let done = false;
    void stopped.then(() => (done = true));
    await wait(10);
    expect(done).toBe(false);
    release();
    await stopped;
    expect(running).toBe(0);
    await wait(20);
    expect(passes).toBe(1);
  });

  it('logs a failed pass and tries again at the next tick', async () => {
    const errors = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    let passes = 0;
    job = startPeriodic('test.failing', 5, async () => {
      passes += 1;
      if (passes === 1) throw new Error('database gone');
    });
    await wait(40);
    expect(passes).toBeGreaterThan(1);
    expect([...errors.mock.calls, ...out.mock.calls].map((c) => String(c[0])).join('')).toContain('test.failing');
  });
});
