// Finds WebKit for the end-to-end journeys: Debian's WebKitGTK WebDriver (`WebKitWebDriver`, from
// the package webkit2gtk-driver) and a virtual display (`xvfb-run`, from xvfb). As root with apt it installs
// both; otherwise it stops with one line saying what to install. It never downloads a browser of its own.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DRIVER = '/usr/bin/WebKitWebDriver';
const XVFB = '/usr/bin/xvfb-run';
const present = () => existsSync(DRIVER) && existsSync(XVFB);

function found() {
  let version = 'version unknown';
  try {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format, not a template.
    version = execSync("dpkg-query -W -f '${Version}' webkit2gtk-driver", {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // reported as unknown
  }
  console.log(`End-to-end browser: WebKitGTK ${version} (${DRIVER}, under xvfb-run)`);
  process.exit(0);
}

if (present()) found();

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(
    'WebKitWebDriver or xvfb-run not found: installing Debian packages webkit2gtk-driver and xvfb…',
  );
  try {
    execSync(
      'apt-get install -y webkit2gtk-driver xvfb || (apt-get update && apt-get install -y webkit2gtk-driver xvfb)',
      { stdio: 'inherit', shell: '/bin/sh' },
    );
  } catch {
    // reported below
  }
  if (present()) found();
}
console.error(
  'WebKit is needed for the end-to-end journeys: install Debian\'s "webkit2gtk-driver" and "xvfb" packages (apt-get install webkit2gtk-driver xvfb).',
);
process.exit(1);
