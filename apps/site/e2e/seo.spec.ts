// Projects: desktop only: raw HTML fetched without a browser page, identical for every project.
import { broker, canonicalPath, pageMeta, shareImagePath } from '@repo/content';
import { expect, test } from '@playwright/test';
import { brandIcons } from '../app/components/brandMark.ts';
import { indexedPaths, publicPaths } from '../postbuild/routes.ts';

/** The first capture of `pattern` in `html`, or undefined. */
const pick = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  pick(html, new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));

test.describe('search and link previews (raw HTML, no script run)', () => {
  for (const path of publicPaths) {
    test(`${path} carries its heading, title, description, canonical and share tags`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const meta = pageMeta[path];
      const headings = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim());
      expect(headings).toHaveLength(1);
      expect(headings[0]!.length).toBeGreaterThan(3);
      expect(pick(html, /<title>([^<]*)<\/title>/)).toBe(meta.title);
      expect(metaContent(html, 'name', 'description')).toBe(meta.description);
      expect(meta.description.length).toBeGreaterThanOrEqual(50);
      const canonical = pick(html, /<link rel="canonical" href="([^"]*)"/);
      expect(canonical).toBe(`${broker.siteUrl}${canonicalPath(path)}`);
      expect(metaContent(html, 'name', 'robots')).toBeUndefined();
      expect(metaContent(html, 'property', 'og:locale')).toBe('pt_BR');
      expect(metaContent(html, 'property', 'og:title')).toBe(meta.title);
      expect(metaContent(html, 'property', 'og:image')).toBe(`${broker.siteUrl}${shareImagePath}`);
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    });
  }

  test('every page has its own title', async ({ request }) => {
    const titles = await Promise.all(
      publicPaths.map(async (path) => pick(await (await request.get(path)).text(), /<title>([^<]*)<\/title>/)),
    );
    expect(new Set(titles).size).toBe(publicPaths.length);
  });

  for (const path of ['/', '/contato'] as const) {
    test(`${path} describes both stores as schema.org FinancialService`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1]!) as Record<string, unknown>,
      );
      expect(blocks.map((block) => block['@type'])).toEqual(['FinancialService', 'FinancialService']);
      for (const [index, store] of broker.stores.entries()) {
        const block = blocks[index]!;
        expect(block.name).toContain(store.name);
        expect(block.telephone).toBe(store.phone.e164);
        expect(block.address).toMatchObject({ addressLocality: store.address.city, addressRegion: store.address.state });
        expect(block.openingHoursSpecification).toHaveLength(broker.openingHours.length);
      }
    });
  }

  test('the share image is a 1200×630 PNG', async ({ request }) => {
    const response = await request.get(shareImagePath);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  test("every page links the brand's icons, and each is served", async ({ request }) => {
    for (const path of publicPaths) {
      const html = await (await request.get(path)).text();
      expect(pick(html, /<link rel="icon" href="([^"]*)" type="image\/svg\+xml"/), path).toBe(brandIcons.svg);
      expect(pick(html, /<link rel="icon" href="([^"]*)" sizes="32x32"/), path).toBe(brandIcons.ico);
      expect(pick(html, /<link rel="apple-touch-icon" href="([^"]*)"/), path).toBe(brandIcons.appleTouch);
    }
    const types = { [brandIcons.svg]: 'image/svg+xml', [brandIcons.ico]: 'image/x-icon', [brandIcons.appleTouch]: 'image/png' };
    for (const [icon, type] of Object.entries(types)) {
      const response = await request.get(icon);
      expect(response.status(), icon).toBe(200);
      expect(response.headers()['content-type'], icon).toContain(type);
    }
  });

  test('sitemap.xml lists every indexable page and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(indexedPaths.map((path) => `${broker.siteUrl}${path}`));
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${broker.siteUrl}/sitemap.xml`);
  });
});
