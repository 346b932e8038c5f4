import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { suppliedLater } from '../machines/loader';

describe('a read a machine names but no flow supplied', () => {
  it('fails, naming the read, instead of answering nothing', async () => {
    const read = createActor(suppliedLater<string>('loadContent')).start();
    await expect(toPromise(read)).rejects.toThrow('loadContent is supplied by the flows');
  });
});
