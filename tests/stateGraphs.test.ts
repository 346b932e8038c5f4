import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { toMermaid } from './support/mermaid';

/**
 * The committed state graphs in docs/state-graphs/ are generated from the machines; this fails when one is
 * stale. `npm run graphs` (UPDATE_GRAPHS=1) writes them anew. Every machine exported from `machines/` is
 * found here, so a new machine cannot go without its graph.
 */
const isMachine = (value: unknown): value is AnyStateMachine =>
  !!value && typeof value === 'object' && 'root' in value && 'id' in value && 'provide' in value;

const MACHINES: AnyStateMachine[] = [];
for (const file of readdirSync('machines')
  .filter((f) => f.endsWith('.ts'))
  .sort()) {
  const module: Record<string, unknown> = await import(`../machines/${file}`);
  MACHINES.push(...Object.values(module).filter(isMachine));
}

const document = (machine: AnyStateMachine) =>
  `# ${machine.id}\n\nGenerated from \`machines/${machine.id}.ts\` by \`npm run graphs\`; do not edit by hand.\n\n\`\`\`mermaid\n${toMermaid(machine)}\`\`\`\n`;

describe('state graphs for QA', () => {
  it('finds the machines', () => {
    expect(MACHINES.map((m) => m.id)).toEqual(expect.arrayContaining(['session', 'transfer', 'roulette']));
  });

  for (const machine of MACHINES) {
    it(`docs/state-graphs/${machine.id}.md is current`, () => {
      const path = `docs/state-graphs/${machine.id}.md`;
      const fresh = document(machine);
      if (process.env.UPDATE_GRAPHS) writeFileSync(path, fresh);
      let committed = '';
      try {
        committed = readFileSync(path, 'utf8');
      } catch {
        // missing counts as stale
      }
      expect(committed, `${path} is stale: run npm run graphs`).toBe(fresh);
      expect(fresh).toContain('-->');
    });
  }
});
