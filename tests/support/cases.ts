import { expect } from 'vitest';

/** `fn` gives each case's expected result, in turn: `[input, expected]`. */
export function expectEach<I, O>(fn: (input: I) => O, cases: [input: I, expected: O][]) {
  for (const [input, expected] of cases) expect(fn(input), String(input)).toBe(expected);
}
