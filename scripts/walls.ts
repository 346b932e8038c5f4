// Writes what scripts/layout.ts decides: Biome's import rules (biome.json `overrides`) and the layers'
// picture and table in docs/architecture.md. `npm run walls`; tests/architecture.test.ts fails while
// either is stale.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { biomeOverrides, withPicture } from './layout.ts';

const biome = JSON.parse(readFileSync('biome.json', 'utf8'));
biome.overrides = biomeOverrides();
writeFileSync('biome.json', `${JSON.stringify(biome, null, 2)}\n`);
// In Biome's own layout, so `npm run lint` reads it as written.
execFileSync('node_modules/.bin/biome', ['format', '--write', 'biome.json'], { stdio: 'ignore' });
writeFileSync('docs/architecture.md', withPicture(readFileSync('docs/architecture.md', 'utf8')));
console.log('biome.json overrides and the picture in docs/architecture.md written from scripts/layout.ts');
