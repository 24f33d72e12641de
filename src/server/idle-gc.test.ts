import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInNewContext } from 'node:vm';
import { exposeGc, startIdleCollector, type IdleCollector } from './idle-gc.ts';

describe('idle collector', () => {
  let collector: IdleCollector | undefined;
  afterEach(() => {
    collector?.stop();
    vi.useRealTimers();
  });

  it('collects once after start-up, then once each time work is followed by idleMs without requests, never while requests keep coming', () => {
    vi.useFakeTimers();
    const gc = vi.fn();
    collector = startIdleCollector({ idleMs: 3_000, gc, now: () => Date.now() });
    vi.advanceTimersByTime(10_000);
    // Start-up's own garbage.
    expect(gc).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 20; i++) {
      collector.noteActivity();
      vi.advanceTimersByTime(1_000);
    }
    expect(gc).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3_500);
    expect(gc).toHaveBeenCalledTimes(2);
    // Idle with nothing done since: nothing to give back.
    vi.advanceTimersByTime(30_000);
    expect(gc).toHaveBeenCalledTimes(2);
    collector.noteActivity();
    vi.advanceTimersByTime(4_000);
    expect(gc).toHaveBeenCalledTimes(3);
    expect(collector.collections).toBe(3);
  });

  it('counts a request as work until its response has ended, however long it streams, and collects idleMs after it', () => {
    vi.useFakeTimers();
    const gc = vi.fn();
    collector = startIdleCollector({ idleMs: 1_000, gc, now: () => Date.now() });
    vi.advanceTimersByTime(2_000);
    expect(gc).toHaveBeenCalledTimes(1);
    // A long export starts, and nothing else is asked for while it streams.
    const ended = collector.begin();
    vi.advanceTimersByTime(8_000);
    expect(gc).toHaveBeenCalledTimes(1);
    ended();
    // Calling it again (close after error) changes nothing.
    ended();
    vi.advanceTimersByTime(500);
    expect(gc).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(gc).toHaveBeenCalledTimes(2);
    // Two overlapping requests: idle only once both have ended.
    const first = collector.begin();
    const second = collector.begin();
    vi.advanceTimersByTime(300);
    first();
    vi.advanceTimersByTime(3_000);
    expect(gc).toHaveBeenCalledTimes(2);
    second();
    vi.advanceTimersByTime(1_500);
    expect(gc).toHaveBeenCalledTimes(3);
  });

  it('exposes V8\'s real collector without a command-line flag', () => {
    const gc = exposeGc();
    expect(typeof gc).toBe('function');
    expect(() => gc()).not.toThrow();
  });
});

describe('the exposed collector', () => {
  /** Grows the heap with objects that are all garbage once it returns. */
  function makeGarbage(): void {
    const keep: object[][] = [];
    for (let r = 0; r < 12; r++) {
      const batch: object[] = [];
      for (let i = 0; i < 100_000; i++) batch.push({ i, s: `x${String(i)}` });
      keep.push(batch);
      if (keep.length > 3) keep.shift();
    }
  }

  it('gives the heap back, which a plain collection does not', () => {
    const reduce = exposeGc();
    const plain = runInNewContext('gc') as () => void;
    makeGarbage();
    plain();
    const afterPlain = process.memoryUsage().heapTotal;
    makeGarbage();
    reduce();
    const afterReducing = process.memoryUsage().heapTotal;
    expect(afterReducing).toBeLessThan(afterPlain * 0.8);
  });
});
