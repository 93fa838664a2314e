// Generates the placeholder client photos of /clientes (public/uploads/clientes/cliente-NN.webp).
// We have no real photos: the broker replaces each file by one of the same name and size.
// Run once with `node scripts/placeholders.mjs`; the outputs are committed.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const photoSize = { width: 480, height: 600 };
const outDir = fileURLToPath(new URL('../public/uploads/clientes/', import.meta.url));
const palettes = [
  ['#0b3d6e', '#1f7a8c'], ['#14532d', '#3f8f5b'], ['#4a1d5e', '#8e4b9e'], ['#7a2e0e', '#c0642b'],
  ['#1e3a5f', '#4f7cac'], ['#334155', '#64748b'], ['#0f4c5c', '#2a9d8f'], ['#5b2333', '#a44a5f'],
  ['#283618', '#606c38'], ['#1d3557', '#457b9d'],
];

function svg([from, to], index) {
  const { width, height } = photoSize;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width / 2}" cy="230" r="70" fill="#ffffff" fill-opacity="0.22"/>
  <path d="M${width / 2 - 120} 420 q120 -150 240 0 v40 h-240 z" fill="#ffffff" fill-opacity="0.22"/>
  <g transform="translate(${width / 2 - 90} 480)" fill="#ffffff" fill-opacity="0.5">
    <path d="M20 40 l25 -30 h90 l25 30 h10 v30 h-160 v-30 z"/>
    <circle cx="45" cy="72" r="14"/><circle cx="135" cy="72" r="14"/>
  </g>
  <text x="24" y="${height - 24}" font-family="DejaVu Sans, sans-serif" font-size="18" fill="#ffffff" fill-opacity="0.7">Foto ${index + 1}</text>
</svg>`;
}

await mkdir(outDir, { recursive: true });
await Promise.all(
  palettes.map((palette, index) => {
    const file = path.join(outDir, `cliente-${String(index + 1).padStart(2, '0')}.webp`);
    return sharp(Buffer.from(svg(palette, index))).webp({ quality: 70 }).toFile(file);
  }),
);
console.log(`10 placeholder photos written to ${outDir}`);
