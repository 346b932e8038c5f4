import { describe, expect, it } from 'vitest';
import { stateName } from '../domain/stateName';

/** The `data-state` mark QA and the end-to-end tests read (contract §6), from a machine's state value. */
describe('stateName', () => {
  it.each([
    ['a top-level state', 'editing', 'editing'],
    ['a nested state', { forgot: 'filling' }, 'forgot.filling'],
    ['deeper nesting', { reauthenticating: { step: 'asking' } }, 'reauthenticating.step.asking'],
    [
      'parallel regions, space separated, each with its path',
      { form: { filling: 'idle', loginId: 'available' } },
      'form.filling.idle form.loginId.available',
    ],
    ['two regions at the top', { a: 'x', b: 'y' }, 'a.x b.y'],
  ])('%s', (_, value, mark) => {
    expect(stateName(value)).toBe(mark);
  });

  it('a snapshot without a value still gives a mark, never an exception', () => {
    expect(stateName(null)).toBe('null');
    expect(stateName(undefined)).toBe('undefined');
  });
});
