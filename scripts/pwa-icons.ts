import { readFileSync, mkdirSync } from 'node:fs';
import sharp from 'sharp';

// Makes the installable app's PNG icons from the favicon (apps/web/public/favicon.svg), the Dwa
// mark: 192 and 512 px as drawn (rounded corners), 192 and 512 px maskable (full-bleed brand colour,
// the mark inside the safe circle, for launchers that cut their own shape) and Apple's 180 px touch
// icon (no transparency). Run after the mark changes: `node --import tsx scripts/pwa-icons.ts`;
// the PNGs are committed, so a build needs no image work.

const PUBLIC = 'apps/web/public';
const OUT = `${PUBLIC}/icons`;
const BRAND = '#047857';

const favicon = readFileSync(`${PUBLIC}/favicon.svg`, 'utf8');
const inner = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
/** The mark at 64% of the square: inside the maskable safe zone (a circle of 80% of the width). */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${BRAND}"/><g transform="translate(18 18) scale(0.64)">${inner}</g></svg>`;

async function render(svg: string, size: number, file: string) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 100) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${OUT}/${file}`);
  console.log(`${OUT}/${file}`);
}

mkdirSync(OUT, { recursive: true });
await render(favicon, 192, 'icon-192.png');
await render(favicon, 512, 'icon-512.png');
await render(fullBleed, 192, 'maskable-192.png');
await render(fullBleed, 512, 'maskable-512.png');
await render(fullBleed, 180, 'apple-touch-icon.png');
