import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { allInToMainMachine } from '../machines/allInToMain';
import { confirmDialogMachine } from '../machines/confirmDialog';
import { depositMachine } from '../machines/deposit';
import { deviceChannelMachine } from '../machines/deviceChannel';
import { historyMachine } from '../machines/history';
import { hostFailoverMachine } from '../machines/hostFailover';
import { navigationHistoryMachine } from '../machines/navigationHistory';
import { rebateMachine } from '../machines/rebate';
import { sessionMachine } from '../machines/session';
import { transferMachine } from '../machines/transfer';
import { walletMachine } from '../machines/wallet';
import { withdrawMachine } from '../machines/withdraw';
import { toMermaid } from './support/mermaid';

/**
 * The committed state graphs in docs/state-graphs/ are generated from the machines; this fails when one is
 * stale. `npm run graphs` (UPDATE_GRAPHS=1) writes them anew.
 */
const MACHINES: AnyStateMachine[] = [
  sessionMachine,
  deviceChannelMachine,
  hostFailoverMachine,
  confirmDialogMachine,
  navigationHistoryMachine,
  walletMachine,
  transferMachine,
  allInToMainMachine,
  withdrawMachine,
  depositMachine,
  historyMachine,
  rebateMachine,
];

const document = (machine: AnyStateMachine) =>
  `# ${machine.id}\n\nGenerated from \`machines/${machine.id}.ts\` by \`npm run graphs\`; do not edit by hand.\n\n\`\`\`mermaid\n${toMermaid(machine)}\`\`\`\n`;

describe('state graphs for QA', () => {
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
