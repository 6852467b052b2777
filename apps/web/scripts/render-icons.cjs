// Renders the PNG app icons from the SVGs in public/icons with Debian's Chromium (run from the
// repo root: node apps/web/scripts/render-icons.cjs). The PNGs are committed; run this after
// changing an SVG.
const fs = require('node:fs');
const path = require('node:path');
const { chromium } = require('playwright-core');

const dir = path.join(__dirname, '..', 'public', 'icons');
const targets = [
  ['favicon.svg', 'icon-192.png', 192],
  ['favicon.svg', 'icon-512.png', 512],
  ['maskable.svg', 'maskable-512.png', 512],
  ['maskable.svg', 'apple-touch-icon.png', 180],
];

(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    for (const [svg, png, size] of targets) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const markup = fs.readFileSync(path.join(dir, svg), 'utf8');
      await page.setContent(
        `<html><body style="margin:0;background:transparent">${markup.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
      );
      await page.screenshot({ path: path.join(dir, png), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
      await page.close();
    }
  } finally {
    await browser.close();
  }
})();
