// Renders the demo's background photographs and encodes each at three widths in WebP and AVIF.
// Usage: node clients/demo/scripts/make-photos.mjs [name ...]   (from the repository root)
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { finish } from './photo-lib.mjs';
import { bannerScene, energyScene, ghgScene, pahScene } from './photo-scenes.mjs';

const ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets');
/** Mobile, tablet and desktop widths (breakpoints 768px and 1200px). */
const WIDTHS = [480, 960, 1600];

// The environment photos sit under a dark blue overlay, which hides what a lower quality loses: they are
// encoded smaller, since the first of them is the environment page's largest paint.
const PHOTOS = {
  'env-ghg': { scene: ghgScene, ratio: 2 / 3, underOverlay: true },
  'env-energy': { scene: energyScene, ratio: 2 / 3, underOverlay: true },
  'env-pah': { scene: pahScene, ratio: 2 / 3, underOverlay: true },
  'home-banner': { scene: bannerScene, ratio: 9 / 16, underOverlay: false },
};

const only = process.argv.slice(2);
await mkdir(ASSETS, { recursive: true });
for (const [name, { scene, ratio, underOverlay }] of Object.entries(PHOTOS)) {
  if (only.length > 0 && !only.includes(name)) continue;
  const width = Math.max(...WIDTHS);
  const height = Math.round(width * ratio);
  const started = Date.now();
  const pixels = finish(scene(width, height), { seed: width });
  const master = await sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
  for (const w of WIDTHS) {
    const sized = sharp(master).resize(w, Math.round(w * ratio), { kernel: 'lanczos3' });
    // Lower quality on mobile keeps the smallest files far under their 40 KB budget.
    const quality = (w <= 480 ? 72 : 80) - (underOverlay ? 15 : 0);
    const webp = await sized.clone().webp({ quality, effort: 6 }).toFile(path.join(ASSETS, `${name}-${w}.webp`));
    const avif = await sized.clone().avif({ quality: quality - 20, effort: 6 }).toFile(path.join(ASSETS, `${name}-${w}.avif`));
    console.log(`${name}-${w}: webp ${(webp.size / 1024).toFixed(1)} KB, avif ${(avif.size / 1024).toFixed(1)} KB`);
  }
  console.log(`${name}: rendered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
