// Where the machines are: the kernel's (`machines/`) and each feature's (`features/*/machines/`). The state
// graphs, the atlas and the mutation run list them from here.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The folders that hold machines, relative to the repository's root. */
export function machineFolders(root: string): string[] {
  const features = existsSync(join(root, 'features')) ? readdirSync(join(root, 'features')).sort() : [];
  return ['machines', ...features.map((f) => `features/${f}/machines`)].filter((d) =>
    existsSync(join(root, d)),
  );
}

/** Every machine file, relative to the root, sorted by file name. */
export function machineFiles(root: string): string[] {
  return machineFolders(root)
    .flatMap((dir) =>
      readdirSync(join(root, dir))
        .filter((f) => f.endsWith('.ts'))
        .map((f) => `${dir}/${f}`),
    )
    .sort((a, b) => a.slice(a.lastIndexOf('/')).localeCompare(b.slice(b.lastIndexOf('/'))));
}
