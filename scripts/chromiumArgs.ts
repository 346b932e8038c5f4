// Chromium's command-line flags for the end-to-end tests, the screenshots and the bench: no sandbox (root in
// a container), no GPU, nothing in the background that would take the CPU from what is measured. Plain data,
// so the Node scripts read it as it is.
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
