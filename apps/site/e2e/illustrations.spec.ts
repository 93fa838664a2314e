// Projects: desktop and mobile: each picture's box and its place differ per layout; the steps' order (the same markup on any screen) on desktop only.
import { defaultProduct, homePage, processSteps, wizardCopy, wizardPartnerBanks } from '@repo/content';
import { themeValues, type ThemeName } from '@repo/ui/theme-values';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { waitForPage } from './hydration';
import { stubMap } from './map';

test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

/** The pictures of a page's main content: each an `<svg>` that uses a symbol of the sprite. */
const pictures = (page: Page) => page.getByRole('main').locator('svg:has(> use)');

/** How many pixels of a screenshot are (within antialiasing) the given colour. */
async function pixelsOf(png: Buffer, hex: string): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const target = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (target.every((value, c) => Math.abs(data[i + c]! - value) <= 2)) count += 1;
  }
  return count;
}

test.describe('illustrations', () => {
  test('every picture has its box, is hidden or named, and draws a symbol the page or the sprite file holds', async ({ page, request }) => {
    for (const path of ['/como-funciona', '/servicos', '/', '/financiamento', '/sobre']) {
      await page.goto(path);
      await waitForPage(page, path);
      const shown = await pictures(page).evaluateAll((svgs) =>
        svgs.map((svg) => ({
          href: svg.querySelector('use')!.getAttribute('href')!,
          width: svg.getAttribute('width'),
          height: svg.getAttribute('height'),
          hidden: svg.getAttribute('aria-hidden'),
          label: svg.getAttribute('aria-label'),
        })),
      );
      expect(shown.length, path).toBeGreaterThan(0);
      for (const picture of shown) {
        // Its box is set in the markup: nothing moves when it is drawn.
        expect(Number(picture.width), `${path} ${picture.href}`).toBeGreaterThan(0);
        expect(Number(picture.height), `${path} ${picture.href}`).toBeGreaterThan(0);
        // Decoration beside words that say the same: hidden, or named when it says more.
        expect(picture.hidden === 'true' || Boolean(picture.label), `${path} ${picture.href}`).toBe(true);
        const [file, id] = picture.href.split('#');
        if (!file) {
          await expect(page.locator(`symbol#${id}`), `${path} ${picture.href}`).toHaveCount(1);
          continue;
        }
        // The sprite file: a name that changes with its content (cached for good), served as SVG.
        expect(file, `${path} ${picture.href}`).toMatch(/^\/assets\/ilustracoes-[0-9a-f]{8}\.svg$/);
        const sprite = await request.get(file);
        expect(sprite.headers()['content-type'], file).toMatch(/^image\/svg\+xml/);
        expect(await sprite.text(), `${path} ${picture.href}`).toContain(`<symbol id="${id}"`);
      }
    }
  });

  test('a page that holds the symbols itself draws every picture from them and asks for no sprite file', async ({ page }) => {
    for (const path of ['/servicos', '/como-funciona']) {
      const spriteRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/ilustracoes-/.test(request.url())) spriteRequests.push(request.url());
      });
      await page.goto(path);
      await waitForPage(page, path);
      const hrefs = await page.locator('svg > use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href')!));
      // Its closing call to action's conversation too.
      expect(hrefs, path).toContain('#ilu-conversation');
      expect(hrefs.filter((href) => !href.startsWith('#')), path).toEqual([]);
      expect(spriteRequests, path).toEqual([]);
      page.removeAllListeners('request');
    }
  });

  for (const [path, href] of [['/servicos', '[href="#ilu-car"]'], ['/', '[href$=".svg#ilu-car"]']] as const) {
    test(`a picture on ${path} is drawn in the colours of the page’s theme`, async ({ page }) => {
      await page.goto(path);
      const theme = (await page.locator('html').getAttribute('class'))!.match(/ui-theme-(\w+)/)![1] as ThemeName;
      const car = pictures(page).filter({ has: page.locator(`use${href}`) });
      await car.scrollIntoViewIfNeeded();
      await expect.poll(async () => pixelsOf(await car.screenshot(), themeValues[theme].color.tone.primary.solid)).toBeGreaterThan(300);
    });
  }

  test('/como-funciona draws each of the five steps in its own item, in order', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/como-funciona');
    const steps = page.getByRole('main').getByRole('list').filter({ has: page.getByRole('heading', { name: processSteps[0].title }) });
    const items = steps.getByRole('listitem');
    await expect(items).toHaveCount(processSteps.length);
    const drawn = await items.evaluateAll((lis) => lis.map((li) => li.querySelector('use')?.getAttribute('href')));
    expect(drawn).toEqual(['request', 'analysis', 'approval', 'documents', 'release'].map((step) => `#ilu-step-${step}`));
  });

  test('the wizard’s side panel shows a picture, the partner banks as a list of brands and the benefits as ticks', async ({ page }) => {
    await page.goto('/financiamento');
    const main = page.getByRole('main');
    const banks = main.getByRole('list', { name: wizardCopy.sidePanelBanksTitle });
    await expect(banks.getByRole('listitem')).toHaveText(wizardPartnerBanks.map((bank) => bank.shortName));
    const picture = main.locator('svg[aria-hidden="true"]:has(use[href$="#ilu-step-analysis"])');
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    for (const benefit of wizardCopy.benefits(defaultProduct.id)) {
      await expect(main.getByRole('listitem').filter({ hasText: benefit }).locator('svg')).toBeVisible();
    }
  });

  test('a closing call to action draws a conversation beside its heading', async ({ page }) => {
    await page.goto('/sobre');
    const region = page.getByRole('region', { name: homePage.callToAction.title });
    const picture = region.locator('svg[aria-hidden="true"]:has(use[href$="#ilu-conversation"])');
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeInViewport({ ratio: 1 });
    expect((await picture.boundingBox())!.height).toBeGreaterThanOrEqual(80);
  });
});
