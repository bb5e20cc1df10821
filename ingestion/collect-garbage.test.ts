import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectGarbage } from './collect-garbage';

const global = globalThis as { gc?: () => void };
const exposed = global.gc;

describe('collectGarbage', () => {
  afterEach(() => {
    global.gc = exposed;
  });

  it('runs the exposed collector (--expose-gc)', () => {
    const gc = vi.fn();
    global.gc = gc;
    collectGarbage();
    expect(gc).toHaveBeenCalledOnce();
  });

  it('does nothing without --expose-gc', () => {
    delete global.gc;
    expect(() => collectGarbage()).not.toThrow();
  });
});
