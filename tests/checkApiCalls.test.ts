import { describe, expect, it } from 'vitest';
import { NOT_CALLED, READS } from '../scripts/checkApi';
import { ENDPOINTS as endpoints } from '../src/app/endpoints';

/**
 * What `npm run check-api` calls against a live server: the calls the table marks as only reading, and no
 * other (the runs against the demo backend are in checkApi.test.ts).
 */

describe('npm run check-api: which calls it makes', () => {
  it('calls every read-only call the app makes and none that moves money or changes an account', () => {
    const read = new Set(READS.map(([name]) => name));
    for (const name of Object.keys(endpoints) as (keyof typeof endpoints)[]) {
      const spec = endpoints[name];
      if (spec.money) expect(read.has(name), name).toBe(false);
      expect(read.has(name) || name in NOT_CALLED || name === 'login' || name === 'logout', name).toBe(true);
      // The table says which calls only read: those are the ones checked, and no reason keeps one out.
      expect(read.has(name), name).toBe(spec.read === true);
      if (spec.read) expect(NOT_CALLED, name).not.toHaveProperty(name);
    }
  });
});
