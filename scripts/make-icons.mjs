// Writes the home-screen icons into public/icons/: the brand mark of the header (a gold
// tile with a navy L) drawn as SVG and rendered by Chromium, so the PNGs come from one source. Run it
// after changing the mark: `node scripts/make-icons.mjs`; the PNGs are committed.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const NAVY = '#0c1a3a';
const out = 'public/icons';

/** The gold tile with the L, `size` wide, centred in a 512 square. */
const tile = (size) => {
  const at = (512 - size) / 2;
  const u = size / 100;
  return `
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f5b72a"/><stop offset="1" stop-color="#ffd978"/>
    </linearGradient></defs>
    <rect x="${at}" y="${at}" width="${size}" height="${size}" rx="${size * 0.3}" fill="url(#g)"/>
    <path transform="translate(${at} ${at}) scale(${u})" fill="${NAVY}"
      d="M33 22h15v39h22v15H33z" stroke="${NAVY}" stroke-width="3" stroke-linejoin="round"/>`;
};

const icons = [
  // Browsers and Android launchers: a rounded navy square, transparent corners.
  {
    file: 'icon-192.png',
    size: 192,
    svg: `<rect width="512" height="512" rx="112" fill="${NAVY}"/>${tile(300)}`,
  },
  {
    file: 'icon-512.png',
    size: 512,
    svg: `<rect width="512" height="512" rx="112" fill="${NAVY}"/>${tile(300)}`,
  },
  // Maskable: full bleed, the mark inside the safe circle (80 % of the width) whatever shape is cut.
  {
    file: 'icon-maskable-512.png',
    size: 512,
    svg: `<rect width="512" height="512" fill="${NAVY}"/>${tile(250)}`,
  },
  // iOS rounds the corners itself and shows no transparency.
  {
    file: 'apple-touch-icon.png',
    size: 180,
    svg: `<rect width="512" height="512" fill="${NAVY}"/>${tile(280)}`,
  },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const { file, size, svg } of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">
      <svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">${svg}</svg>
    </body></html>`,
  );
  await page.screenshot({ path: `${out}/${file}`, omitBackground: true });
  console.log(`${out}/${file}`);
}
await browser.close();
