// Refreshes the README's picture strip (docs/screens/*.png, 390 px) from the production build in dist/
// with the demo backend, through the screenshot script: `npm run screens`.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';

// SCREENS_PORT: a free port when another server (or another checkout's run) holds the default.
const port = process.env.SCREENS_PORT || '4197';
const shots = `/tmp/readme-screens-${port}`;
const out = 'docs/screens';
mkdirSync(out, { recursive: true });
const take = (...args) =>
  execFileSync('node', ['scripts/screenshots.mjs', '--out', shots, '--port', port, ...args], {
    stdio: 'inherit',
  });

take('home', 'Promotion#click=.promo-card button[aria-expanded="false"]', 'lucky-draw');
take('--login', 'bank/transfer');
for (const [from, to] of [
  ['en-vn-home.png', 'home.png'],
  ['en-vn-Promotion-action.png', 'promotion.png'],
  ['en-vn-bank_transfer.png', 'wallet.png'],
  ['en-vn-lucky-draw.png', 'lucky-draw.png'],
])
  copyFileSync(`${shots}/${from}`, `${out}/${to}`);
console.log(`README pictures written to ${out}/`);
