// Generates a broker's placeholder client photos (packages/content/brokers/<id>/photos/): drawn
// illustrations, credited as generated in their alternative texts (brokers/<id>/broker.json), never
// photos of real people. `node scripts/placeholders.mjs` writes the default broker's ten,
// `node scripts/placeholders.mjs demo` the demo's eight (another drawing, other colours, other
// names, so no file of one broker is a file of the other). The outputs are committed; a broker
// replaces them with real photos and lists them in its file.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const photoSize = { width: 480, height: 600 };

const car = `<path d="M20 40 l25 -30 h90 l25 30 h10 v30 h-160 v-30 z"/>
    <circle cx="45" cy="72" r="14"/><circle cx="135" cy="72" r="14"/>`;
const motorcycle = `<circle cx="30" cy="62" r="24" fill="none" stroke="#ffffff" stroke-width="8"/>
    <circle cx="150" cy="62" r="24" fill="none" stroke="#ffffff" stroke-width="8"/>
    <path d="M30 62 l40 -40 h40 l40 40 z"/>`;

const brokers = {
  default: {
    name: (index) => `cliente-${String(index + 1).padStart(2, '0')}.webp`,
    vehicle: car,
    palettes: [
      ['#0b3d6e', '#1f7a8c'], ['#14532d', '#3f8f5b'], ['#4a1d5e', '#8e4b9e'], ['#7a2e0e', '#c0642b'],
      ['#1e3a5f', '#4f7cac'], ['#334155', '#64748b'], ['#0f4c5c', '#2a9d8f'], ['#5b2333', '#a44a5f'],
      ['#283618', '#606c38'], ['#1d3557', '#457b9d'],
    ],
    label: (index) => `Foto ${index + 1}`,
  },
  demo: {
    name: (index) => `cliente-demo-${index + 1}.webp`,
    vehicle: motorcycle,
    palettes: [
      ['#9a3412', '#f59e0b'], ['#7c2d12', '#ea580c'], ['#713f12', '#ca8a04'], ['#831843', '#db2777'],
      ['#78350f', '#d97706'], ['#7f1d1d', '#dc2626'], ['#854d0e', '#eab308'], ['#9d174d', '#f472b6'],
    ],
    label: (index) => `Ilustração ${index + 1}`,
  },
};

function svg({ vehicle, label }, [from, to], index) {
  const { width, height } = photoSize;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width / 2}" cy="230" r="70" fill="#ffffff" fill-opacity="0.22"/>
  <path d="M${width / 2 - 120} 420 q120 -150 240 0 v40 h-240 z" fill="#ffffff" fill-opacity="0.22"/>
  <g transform="translate(${width / 2 - 90} 480)" fill="#ffffff" fill-opacity="0.5">
    ${vehicle}
  </g>
  <text x="24" y="${height - 24}" font-family="DejaVu Sans, sans-serif" font-size="18" fill="#ffffff" fill-opacity="0.7">${label(index)}</text>
</svg>`;
}

const id = process.argv[2] ?? 'default';
const broker = brokers[id];
if (!broker) throw new Error(`No placeholder drawing for broker "${id}": ${Object.keys(brokers).join(', ')}.`);
const outDir = fileURLToPath(new URL(`../../../packages/content/brokers/${id}/photos/`, import.meta.url));
await mkdir(outDir, { recursive: true });
await Promise.all(
  broker.palettes.map((palette, index) =>
    sharp(Buffer.from(svg(broker, palette, index))).webp({ quality: 70 }).toFile(path.join(outDir, broker.name(index))),
  ),
);
console.log(`${broker.palettes.length} placeholder photos written to ${outDir}`);
