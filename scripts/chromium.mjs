// Finds Chromium for the end-to-end tests: CHROME_PATH, else /usr/bin/chromium; as root with apt it
// installs Debian's package; otherwise it stops with one line saying what to install. It never downloads
// a browser of its own.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean);

/** Names the browser the suite runs in, so a failure names it too. */
function found(path) {
  let version = 'version unknown';
  try {
    version = execSync(`"${path}" --version`, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // reported as unknown
  }
  console.log(`End-to-end browser: ${version} (${path})`);
  process.exit(0);
}

const present = candidates.find((p) => existsSync(p));
if (present) found(present);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log('Chromium not found: installing Debian package "chromium" with apt-get…');
  try {
    execSync('apt-get install -y chromium || (apt-get update && apt-get install -y chromium)', {
      stdio: 'inherit',
      shell: '/bin/sh',
    });
  } catch {
    // reported below
  }
  if (existsSync('/usr/bin/chromium')) found('/usr/bin/chromium');
}
console.error(
  'Chromium is needed for the end-to-end tests: install Debian\'s "chromium" package or set CHROME_PATH.',
);
process.exit(1);
