import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loadPdfjsWorker, pdfjs } from './load-pdfjs';
import { keepNativeBuiltins, NATIVE_BUILTINS_SCRIPT } from './keep-native-builtins';
import { makePdf } from './test-support/make-pdf';

/**
 * Tells the native functions from core-js's by behaviour, not by `toString` (core-js makes its
 * polyfills print as "[native code]"): the native answer is whatever a fresh realm, where pdfjs
 * never ran, gives for the same probe.
 */
const PROBE = `(() => {
  let push = 'returns';
  try { Object.defineProperty([], 'length', { writable: false }).push(); } catch { push = 'throws'; }
  let context = 'none';
  JSON.parse('1', (key, value, ctx) => { context = typeof ctx; return value; });
  return push + ' ' + context;
})()`;

describe('keepNativeBuiltins', () => {
  it('leaves native push and JSON.parse in place once pdfjs is loaded', () => {
    expect(typeof pdfjs.getDocument).toBe('function');
    expect(new Function(`return ${PROBE}`)()).toBe(runInNewContext(PROBE));
  });

  it('leaves them in place after the worker half is loaded and a document read on it', async () => {
    await loadPdfjsWorker();
    const pdf = await makePdf((doc) => {
      doc.addPage({ size: 'A5' });
      doc.text('Trang 1', 40, 40);
    });
    const doc = await pdfjs.getDocument({ data: pdf }).promise;
    try {
      await (await doc.getPage(1)).getOperatorList();
      expect(new Function(`return ${PROBE}`)()).toBe(runInNewContext(PROBE));
    } finally {
      await doc.destroy();
    }
  });

  const replacements = [
    {
      name: 'the module form',
      run: (replace: () => void) => {
        const kept = keepNativeBuiltins();
        replace();
        kept.restore();
      },
    },
    {
      name: 'the boot-script form',
      run: (replace: () => void) => {
        new Function(
          'replace',
          `${NATIVE_BUILTINS_SCRIPT.capture} replace(); ${NATIVE_BUILTINS_SCRIPT.restore};`,
        )(replace);
      },
    },
  ];
  it.each(replacements)('$name puts back what a polyfill replaced', ({ run }) => {
    const push = Object.getOwnPropertyDescriptor(Array.prototype, 'push')!;
    const parse = Object.getOwnPropertyDescriptor(JSON, 'parse')!;
    try {
      run(() => {
        Object.defineProperty(Array.prototype, 'push', { ...push, value: () => -1 });
        Object.defineProperty(JSON, 'parse', { ...parse, value: () => 'polyfill' });
      });
      expect([1].push(2)).toBe(2);
      expect(JSON.parse('[1]')).toEqual([1]);
    } finally {
      Object.defineProperty(Array.prototype, 'push', push);
      Object.defineProperty(JSON, 'parse', parse);
    }
  });
});
