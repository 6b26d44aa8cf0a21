#!/usr/bin/env node
/**
 * The home page's picture of each game: a crop of its screenshot in docs/screenshots, halved, written
 * as web/src/rulesets/<system>/picture.jpg (320 x 200, JPEG), which the system's meta.ts names and Vite
 * serves as a hashed asset. Run after refreshing the screenshots (UPDATE_SCREENSHOTS=1 with the e2e
 * tests); it draws with Chromium (/usr/bin/chromium), as the e2e tests do.
 *
 *   node scripts/home-pictures.mjs
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '..');
/** System, screenshot, and the 640 x 400 region of it (x, y) that shows the game best. */
const CROPS = [
  ['swords-and-wizardry', 'play.png', 92, 365],
  ['swords-and-sorcery', 'swords-and-sorcery-map.png', 100, 185],
  ['sauron', 'sauron-dagorlad.png', 160, 600],
  ['sword-and-spear', 'sword-and-spear-table.png', 40, 300],
  ['sword-and-swarm', 'sword-and-swarm-table.png', 150, 240],
];
const [W, H, SCALE] = [640, 400, 0.5];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: W * SCALE, height: H * SCALE } });
  for (const [system, shot, x, y] of CROPS) {
    const data = readFileSync(join(ROOT, 'docs/screenshots', shot)).toString('base64');
    await page.setContent(
      `<body style="margin:0;overflow:hidden"><img src="data:image/png;base64,${data}" style="position:absolute;left:${-x * SCALE}px;top:${-y * SCALE}px"></body>`,
    );
    await page.evaluate((s) => {
      const img = document.querySelector('img');
      img.style.width = `${img.naturalWidth * s}px`;
    }, SCALE);
    const out = join(ROOT, 'web/src/rulesets', system, 'picture.jpg');
    await page.screenshot({ path: out, type: 'jpeg', quality: 72 });
    console.log(out);
  }
} finally {
  await browser.close();
}
