import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { allProducts, galleryPhotoAspect, photosPath, refinancingCopy, simulatorCopy, vehicleValueCopy, wizardCopy, wizardFieldHints, wizardFieldLabels } from '@repo/content';
import { brokerPhotosDir, loadBrokers, photoStem, type BrokerProfile } from '@repo/content/brokers';
import { themeValues, type ThemeName } from '@repo/ui/theme-values';
import { rmSync } from 'node:fs';
import { gallerySource } from '../postbuild/portraits';
import { variant, variantBrokersDir } from '../scripts/variant.mjs';
import { builtCss, themeColoursIn } from '../postbuild/theme-css';
import { buildDir, builtSites, businessStrings, demo, foreignNames, identityStrings } from './profile';

/** Files whose bytes are not text (images): compared by content hash. */
const binary = /\.(png|jpe?g|webp|avif|gif|ico|woff2?)$/i;

async function builtFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * A broker's photos by the content hash of their source (its file, or the client the build drew in
 * its place: postbuild/portraits.ts), and the prefix of the files the build serves of each
 * (`<id>-<first 8 of the hash>-<width>.<format>`, postbuild/photos.ts).
 */
async function photoSources(broker: BrokerProfile): Promise<{ file: string; hash: string; served: string }[]> {
  const options = { brokerId: broker.id, photosDir: brokerPhotosDir(broker.id), theme: themeValues[broker.theme as ThemeName], aspect: galleryPhotoAspect };
  return Promise.all(
    broker.photos.map(async (photo) => {
      const hash = sha256(gallerySource(photo, options));
      return { file: photo.file, hash, served: `${photoStem(photo.file)}-${hash.slice(0, 8)}-` };
    }),
  );
}

/**
 * A page's visible words and attributes, without its scripts and styles (which hold code, not
 * data), nor its suggestion lists: the refinancing's "current bank" offers every institution of
 * the catalogue, since the visitor's contract may be with any of them, and a suggestion there
 * names no partner of the broker.
 */
const pageText = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<datalist\b[\s\S]*?<\/datalist>/g, ' ');

/** A value as a build may write it: as is, URL-encoded, JSON/JS-escaped. */
function variants(values: readonly string[]): string[] {
  const all = new Set<string>();
  for (const value of values) {
    all.add(value);
    all.add(encodeURIComponent(value));
    all.add(value.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`));
    all.add(value.replaceAll('/', '\\/'));
  }
  return [...all];
}

/** Words a page uses only for a product the broker offers. */
const productWords: Record<string, RegExp> = { refinanciamento: /refinanci/i, 'emprestimo-com-garantia': /empr[ée]stimo/i };

/**
 * Each product's own copy beyond its entry of `allProducts`, as the code writes it (read here from
 * the demo's process, which offers financing and the loan: refinancing's are its fixed words).
 * Financing has no word of its own ("financiamento" names the business), so its copy is listed.
 */
const productCopy: Record<string, readonly string[]> = {
  financiamento: [
    wizardFieldLabels.downPayment,
    wizardCopy.nothingToFinanceHint,
    wizardCopy.requestedAmountLabel,
    wizardCopy.estimatePending,
    simulatorCopy.downPaymentHint,
    vehicleValueCopy.suggestedDownPayment(0.2).replace(/ \(.*/, ''),
    vehicleValueCopy.amountToFinance,
    'Olá! Gostaria de solicitar um financiamento de veículo.',
    // The landing's lead and the footer's line (content/pages.ts).
    'Financie seu veículo',
    'Financie já',
    'Simule seu financiamento',
    'especializado em financiamento',
  ],
  'emprestimo-com-garantia': [wizardFieldLabels.loanAmount, wizardFieldLabels.estimatedVehicleValue, wizardFieldHints.estimatedVehicleValue],
  refinanciamento: [refinancingCopy.differenceLabel, refinancingCopy.currentTotalLabel, refinancingCopy.newTotalLabel, refinancingCopy.estimateNotice],
};

/** The demo offering refinancing alone (`variant.mjs`, built by `build:demo`): read as its build read it. */
function variantSite(): { broker: BrokerProfile; dir: string; name: string } {
  const brokersDir = variantBrokersDir();
  try {
    const broker = loadBrokers(brokersDir).find((candidate) => candidate.id === variant.id)!;
    return { broker, dir: path.join(buildDir, '..', variant.buildDir), name: `${variant.id} (${Object.keys(broker.products).join(', ')} only)` };
  } finally {
    rmSync(brokersDir, { recursive: true, force: true });
  }
}

const sites = builtSites();

test('the check reads two brokers\' builds at least (the default and the demo)', () => {
  expect(sites.map((site) => site.broker.id)).toEqual(expect.arrayContaining(['default', 'demo']));
});

for (const site of sites) {
  for (const other of sites.filter((candidate) => candidate.broker.id !== site.broker.id)) {
    test(`${site.broker.id}'s build holds nothing of ${other.broker.id}: identity, claims, rates, CET examples, photos`, async () => {
      const own = new Set([...identityStrings(site.broker.identity), ...businessStrings(site.broker)]);
      const theirs = [...identityStrings(other.broker.identity), ...variants(businessStrings(other.broker))];
      // A value both brokers state (none today) would make the check meaningless for it.
      const forbidden = theirs.filter((value) => !own.has(value));
      expect(forbidden.length).toBeGreaterThan(30);

      const theirPhotos = await photoSources(other.broker);

      const files = await builtFiles(site.dir);
      expect(files.length).toBeGreaterThan(20);
      const leaks: string[] = [];
      let ownNameSeen = 0;
      for (const file of files) {
        const name = path.relative(site.dir, file);
        if (binary.test(file)) {
          // A copy of one of their photos, or an image the build made of one.
          const hash = sha256(await readFile(file));
          const photo = theirPhotos.find((candidate) => candidate.hash === hash || path.basename(file).startsWith(candidate.served));
          if (photo) leaks.push(`${name}: the photo ${photo.file} of ${other.broker.id}`);
          continue;
        }
        const text = `${name}\n${await readFile(file, 'utf8')}`;
        for (const value of forbidden) if (text.includes(value)) leaks.push(`${name}: ${value}`);
        if (text.includes(site.broker.identity.name)) ownNameSeen += 1;
      }
      expect(leaks).toEqual([]);
      // The check reads the right build: the broker's own name is there.
      expect(ownNameSeen).toBeGreaterThan(5);
    });
  }

}

// Each build, and the demo's without financing and the loan: its pages and scripts hold only what it offers.
for (const site of [...sites.map((built) => ({ ...built, name: built.broker.id })), variantSite()]) {
  test(`${site.name}'s pages name only its institutions and products, and show its own photos`, async () => {
    const pages = (await builtFiles(site.dir)).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(8);
    const names = foreignNames(site.broker);
    const words = Object.entries(productWords).filter(([id]) => !(id in site.broker.products));
    const found: string[] = [];
    for (const file of pages) {
      const text = pageText(await readFile(file, 'utf8'));
      const name = path.relative(site.dir, file);
      for (const value of names) if (text.includes(value)) found.push(`${name}: ${value}`);
      for (const [id, word] of words) if (word.test(text)) found.push(`${name}: ${text.match(word)![0]} (${id})`);
    }
    expect(found).toEqual([]);

    // Every served image is one the build made of one of its photos, and each photo has its images.
    const served = await readdir(path.join(site.dir, 'client', photosPath));
    const own = await photoSources(site.broker);
    expect(served.filter((name) => !own.some((photo) => name.startsWith(photo.served)))).toEqual([]);
    for (const photo of own) expect(served.filter((name) => name.startsWith(photo.served)).length, photo.file).toBeGreaterThanOrEqual(4);
  });

  test(`${site.name}'s scripts hold the code of the products it offers, and no copy or code of one it does not`, async () => {
    const absent = allProducts.filter((product) => !(product.id in site.broker.products));
    const scripts = (await builtFiles(path.join(site.dir, 'client'))).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    const code = new Map(await Promise.all(scripts.map(async (file) => [path.relative(site.dir, file), await readFile(file, 'utf8')] as const)));
    // The search reads the words as the build writes them: an offered product's are there.
    for (const product of allProducts.filter((item) => item.id in site.broker.products)) {
      expect([...code.values()].some((text) => text.includes(product.wizardTitle)), product.wizardTitle).toBe(true);
    }
    // Each product's own words, as the code writes them (not the active broker's: these are fixed).
    const copy = absent.flatMap((product) => [
      product.label,
      product.tabLabel,
      product.wizardTitle,
      product.detailsStepTitle,
      product.detailsIncomplete.title,
      product.requestedAmountLabel,
      product.simulatorEmpty,
      product.estimatePending,
      ...productCopy[product.id]!,
    ]);
    // Read from this process's broker (the demo offers financing and the loan): no copy may be empty.
    expect(copy.filter((value) => value === '')).toEqual([]);
    const found: string[] = [];
    for (const [name, text] of code) {
      for (const value of variants(copy)) if (text.includes(value)) found.push(`${name}: ${value}`);
      // Its code: any word of it but its bare id, which the lists of every product id hold.
      for (const product of absent) {
        const word = productWords[product.id];
        const rest = text.replaceAll(new RegExp(`[\`'"]${product.id}[\`'"]|\\b${product.id}:|"${product.id}":`, 'g'), '');
        if (word?.test(rest)) found.push(`${name}: …${rest.slice(Math.max(0, rest.search(word) - 60), rest.search(word) + 60)}…`);
      }
    }
    expect(found).toEqual([]);
  });
}

test(`the demo's stylesheet holds its theme (${demo.theme}) and no colour of the default theme`, async () => {
  const { checked, missing, foreign } = themeColoursIn(await builtCss(path.join(buildDir, 'client')), demo.theme);
  expect(checked).toBeGreaterThan(20);
  expect(missing).toEqual([]);
  expect(foreign).toEqual([]);
});
