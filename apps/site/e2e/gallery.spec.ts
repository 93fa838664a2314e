// Projects: desktop and mobile: how many photos show at once, and the carousel's controls, depend on the layout; a card's words and links (the same on any screen) on desktop only.
import { createHash } from 'node:crypto';
import { brokerProfile, carousel, galleryCopy, galleryItems, galleryPhotoAspect, headerLabels } from '@repo/content';
import { brokerPhotosDir, loadBroker } from '@repo/content/brokers';
import { themeValues, type ThemeName } from '@repo/ui/theme-values';
import { expect, type Page, test } from '@playwright/test';
import { pausedClock } from './clock';
import { stubMap } from './map';
import { photoWidths } from '../postbuild/photos';
import { gallerySource } from '../postbuild/portraits';

/*
 * The carousel works by its own inline script, written right after it, with no framework: the page
 * does not hydrate (decision 0012). Its timers are the page's, so `page.clock` drives them from
 * the moment the page is parsed.
 */

const controls = galleryCopy.controls;
const photo = (page: Page, index: number) => page.getByRole('img', { name: galleryItems[index]!.alt });
const dot = (page: Page, position: number) => page.getByRole('button', { name: controls.goTo(position), exact: true });
/** The photo the carousel is on, by its slide's name ("Foto 3 de 10"): phones show no dots. */
const currentSlide = (page: Page) => page.locator(`[aria-roledescription="${controls.slideRoleDescription}"][data-slide="current"]`);
const region = (page: Page) => page.getByRole('region', { name: controls.region });
const isAt = (page: Page, position: number) =>
  expect(currentSlide(page)).toHaveAttribute('aria-label', controls.slideLabel(position, carousel.photoCount));

/** Opens /clientes with the page clock paused, once the carousel's buttons work (they are shown). */
async function openGallery(page: Page) {
  await stubMap(page);
  await pausedClock(page);
  await page.goto('/clientes');
  await expect(region(page).getByRole('button', { name: controls.next, exact: true })).toBeVisible();
  await isAt(page, 1);
  await region(page).scrollIntoViewIfNeeded();
}

test.describe('/clientes › carousel', () => {
  test('shows three photos at a time on wide screens and one on phones', async ({ page, isMobile }) => {
    await openGallery(page);
    const visible = isMobile ? carousel.visible.base : carousel.visible.wide;
    for (let index = 0; index < visible; index++) await expect(photo(page, index)).toBeInViewport();
    await expect(photo(page, visible)).not.toBeInViewport();
  });

  test('every card has the PARABÉNS banner, the caption and two phones', { tag: '@desktop-only' }, async ({ page }) => {
    await openGallery(page);
    const firstSlide = page.getByRole('group', { name: controls.slideLabel(1, carousel.photoCount) });
    await expect(firstSlide).toContainText(galleryCopy.cardBanner);
    await expect(firstSlide).toContainText(galleryCopy.cardCaption);
    for (const phone of galleryCopy.cardPhones) {
      await expect(firstSlide.getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.e164}`);
    }
    const slideName = new RegExp(`^${controls.slideLabel(1, carousel.photoCount).replace(/^(\S+) 1 /, '$1 \\d+ ')}$`);
    await expect(page.getByRole('group', { name: slideName })).toHaveCount(carousel.photoCount);
  });

  test('advances every 3 s and wraps from the last photo to the first', async ({ page }) => {
    await openGallery(page);
    await page.clock.runFor(carousel.intervalMs - 100);
    await isAt(page, 1);
    for (let position = 2; position <= carousel.photoCount; position++) {
      await page.clock.runFor(carousel.intervalMs);
      await isAt(page, position);
      await expect(photo(page, position - 1)).toBeInViewport();
    }
    await page.clock.runFor(carousel.intervalMs);
    await isAt(page, 1);
    await expect(photo(page, 0)).toBeInViewport();
  });

  test('two quick presses on the next arrow move two photos on: the first scroll, cut short by the second, is not taken for a swipe', async ({ page }) => {
    await openGallery(page);
    const next = region(page).getByRole('button', { name: controls.next, exact: true });
    await next.click();
    await next.click();
    await isAt(page, 3);
    await expect(photo(page, 2)).toBeInViewport();
    await page.waitForTimeout(1000);
    await isAt(page, 3);
  });

  test('a dot jumps to its photo', { tag: '@desktop-only' }, async ({ page }) => {
    await openGallery(page);
    await dot(page, 5).click();
    await isAt(page, 5);
    await expect(dot(page, 5)).toHaveAttribute('aria-current', 'true');
    await expect(dot(page, 1)).not.toHaveAttribute('aria-current', 'true');
    await expect(photo(page, 4)).toBeInViewport();
    await expect(photo(page, 0)).not.toBeInViewport();
  });

  // A phone has no room for ten dots beside the arrows: "3 / 10" takes their place.
  test('on a 390 px phone the controls share one row, and say which photo is shown', { tag: '@mobile-only' }, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openGallery(page);
    const region = page.getByRole('region', { name: controls.region });
    const buttons = [controls.pause, controls.previous, controls.next].map((name) => region.getByRole('button', { name, exact: true }));
    const boxes = await Promise.all(buttons.map((button) => button.boundingBox()));
    for (const box of boxes) {
      expect(box!.y).toBe(boxes[0]!.y);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await expect(dot(page, 1)).toBeHidden();
    await expect(region.getByText(`1 / ${carousel.photoCount}`)).toBeVisible();
    await region.getByRole('button', { name: controls.next, exact: true }).click();
    await isAt(page, 2);
    await expect(region.getByText(`2 / ${carousel.photoCount}`)).toBeVisible();
    await expect(photo(page, 1)).toBeInViewport();
  });

  test('Pausar stops the rotation and Reproduzir resumes it', async ({ page }) => {
    await openGallery(page);
    await page.getByRole('button', { name: controls.pause }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(carousel.intervalMs * 2);
    await isAt(page, 1);
    await page.getByRole('button', { name: controls.play }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(carousel.intervalMs);
    await isAt(page, 2);
  });

  test('Pausar is reached by the keyboard first in the carousel, and Enter and Space work it', async ({ page }) => {
    await openGallery(page);
    const pause = region(page).getByRole('button', { name: controls.pause, exact: true });
    // Tab from the page's start until focus reaches the carousel: its first stop is Pausar.
    for (let press = 0; press < 40 && !(await region(page).evaluate((element) => element.contains(document.activeElement))); press++) {
      await page.keyboard.press('Tab');
    }
    await expect(pause).toBeFocused();
    await page.keyboard.press('Enter');
    const play = region(page).getByRole('button', { name: controls.play, exact: true });
    await expect(play).toBeFocused();
    await page.clock.runFor(carousel.intervalMs * 2);
    await isAt(page, 1);
    await page.keyboard.press('Space');
    await expect(pause).toBeFocused();
    await page.clock.runFor(carousel.intervalMs);
    await isAt(page, 2);
  });

  test('focus on its other buttons stops the rotation (APG), and they still move it', { tag: '@desktop-only' }, async ({ page }) => {
    await openGallery(page);
    await region(page).getByRole('button', { name: controls.next, exact: true }).focus();
    await page.keyboard.press('Enter');
    await isAt(page, 2);
    await expect(region(page).getByRole('button', { name: controls.play, exact: true })).toBeVisible();
    await page.clock.runFor(carousel.intervalMs * 2);
    await isAt(page, 2);
  });

  test('a swipe that stops on another photo makes it the current one', { tag: '@mobile-only' }, async ({ page }) => {
    await openGallery(page);
    // Where a swipe leaves the row: scrolled, and snapped, to the fourth photo.
    await region(page)
      .locator('[data-viewport]')
      .evaluate((row) => row.scrollTo({ left: row.scrollWidth * (3 / 10), behavior: 'instant' }));
    await isAt(page, 4);
    await expect(region(page).getByText(`4 / ${carousel.photoCount}`)).toBeVisible();
    await expect(photo(page, 3)).toBeInViewport();
    await page.clock.runFor(carousel.intervalMs);
    await isAt(page, 5);
  });

  test('the page’s phone menu opens and closes (the page loads no framework)', { tag: '@mobile-only' }, async ({ page }) => {
    await openGallery(page);
    await expect(page.locator('script[type="module"], script[src]')).toHaveCount(0);
    const nav = page.getByRole('banner').getByRole('navigation', { name: headerLabels.navigation });
    await page.getByRole('banner').getByRole('button', { name: headerLabels.openMenu }).tap();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Clientes' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('banner').getByRole('button', { name: headerLabels.closeMenu }).tap();
    await expect(nav).toBeHidden();
  });

  test('a photo that fails to load is dimmed to 30% and logged', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const broken = galleryItems[1]!;
    // Every file of it, whichever format and width the browser picks.
    await page.route(new RegExp(`/uploads/clientes/${broken.id}-[0-9a-f]{8}-\\d+\\.(avif|webp)$`), (route) => route.fulfill({ status: 404, body: '' }));
    await openGallery(page);
    const image = page.getByRole('img', { name: broken.alt });
    await expect.poll(() => image.evaluate((element) => getComputedStyle(element).opacity)).toBe(String(carousel.failedImageOpacity));
    await expect.poll(() => errors.join('\n')).toMatch(new RegExp(`Failed to load image: http://[^/]+/uploads/clientes/${broken.id}-[0-9a-f]{8}-\\d+\\.avif`));
    expect(errors.filter((error) => error.startsWith('Failed to load image'))).toHaveLength(1);
    await expect(page.getByRole('img', { name: galleryItems[0]!.alt })).toHaveCSS('opacity', '1');
  });
});

test.describe('/clientes › under prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the carousel does not rotate by itself; its buttons still move it, and play is the visitor’s choice', async ({ page }) => {
    await openGallery(page);
    await expect(region(page).getByRole('button', { name: controls.play, exact: true })).toBeVisible();
    await page.clock.runFor(carousel.intervalMs * 3);
    await isAt(page, 1);
    await region(page).getByRole('button', { name: controls.next, exact: true }).click();
    await isAt(page, 2);
    await expect(photo(page, 1)).toBeInViewport();
  });
});

test.describe('/clientes › photos', () => {
  test('each is the build’s responsive images: AVIF, then WebP, at several widths, with its size and the layouts’ sizes', async ({ page }) => {
    await page.goto('/clientes');
    const pictures = page.getByRole('region', { name: controls.region }).locator('picture');
    await expect(pictures).toHaveCount(carousel.photoCount);
    const first = pictures.first();
    const [item] = galleryItems;
    const avif = first.locator('source[type="image/avif"]');
    const webp = first.locator('source[type="image/webp"]');
    await expect(avif).toHaveAttribute('srcset', new RegExp(`^/uploads/clientes/${item!.id}-[0-9a-f]{8}-360\\.avif 360w, /uploads/clientes/${item!.id}-[0-9a-f]{8}-\\d+\\.avif \\d+w`));
    await expect(webp).toHaveAttribute('srcset', /\.webp 360w, .+\.webp \d+w$/);
    await expect(avif).toHaveAttribute('sizes', /^\(min-width: 64em\) calc\(.+\/ 3\), \(min-width: 48em\) calc\(.+\/ 2\), calc\(100vw - /);
    const image = first.locator('img');
    const size = await image.evaluate((element: HTMLImageElement) => ({ width: element.width, height: element.height, natural: [element.getAttribute('width'), element.getAttribute('height')] }));
    expect(Number(size.natural[0]) * 5).toBe(Number(size.natural[1]) * 4);
    // The browser picked AVIF, at a width near the card's on this screen.
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\.avif$/);
    const picked = Number((await image.evaluate((element: HTMLImageElement) => element.currentSrc)).match(/-(\d+)\.avif$/)![1]);
    expect(picked).toBeGreaterThanOrEqual(Math.min(size.width, Number(size.natural[0])));
    // And no larger than the first width that covers the card at this screen's density.
    const needed = size.width * (await page.evaluate(() => window.devicePixelRatio));
    expect(picked).toBeLessThanOrEqual(photoWidths.find((width) => width >= needed) ?? photoWidths.at(-1)!);
  });
});

test.describe('/clientes › the example broker’s clients, drawn', () => {
  test('each card is a drawn client, said to be one in its caption and its alt text: no photo passed off as a client’s', async ({ page }) => {
    expect(brokerProfile.identity.isPlaceholder).toBe(true);
    await openGallery(page);
    const region = page.getByRole('region', { name: controls.region });
    const cards = region.locator('figure');
    await expect(cards).toHaveCount(carousel.photoCount);
    for (const card of await cards.all()) {
      await expect(card.locator('figcaption')).toContainText(galleryCopy.illustrationCaption);
      await expect(card.getByRole('img', { includeHidden: true })).toHaveAttribute('alt', /^Ilustração: retrato desenhado de um cliente fictício/);
    }
    // The caption is read, not hidden: on screen under the first card.
    await expect(cards.first().getByText(galleryCopy.illustrationCaption)).toBeInViewport();
    // The picture served is the portrait this build draws for the photo (its name carries its
    // source's hash), loaded: not the grey "Foto N" placeholders these cards showed before.
    const broker = loadBroker(brokerProfile.id);
    const options = { brokerId: broker.id, photosDir: brokerPhotosDir(broker.id), theme: themeValues[broker.theme as ThemeName], aspect: galleryPhotoAspect };
    const image = cards.first().getByRole('img');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    const hash = createHash('sha256').update(gallerySource(broker.photos[0]!, options)).digest('hex').slice(0, 8);
    expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(new RegExp(`/uploads/clientes/${galleryItems[0]!.id}-${hash}-\\d+\\.avif$`));
    await expect(page.getByText(/^Foto \d+$/)).toHaveCount(0);
  });
});

test.describe('/clientes › prerendered', () => {
  test.use({ javaScriptEnabled: false });

  test('the HTML holds every photo in the carousel, in order, before any script runs', async ({ page }) => {
    await page.goto('/clientes');
    const region = page.getByRole('region', { name: controls.region });
    const alts = await region.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(alts).toEqual(galleryItems.map((item) => item.alt));
    expect(alts).toHaveLength(carousel.photoCount);
    // The first photo is on screen without JavaScript, where the carousel shows it.
    await region.scrollIntoViewIfNeeded();
    await expect(region.locator('img').first()).toBeInViewport();
    // Its buttons need the script: until it runs they keep their room but are not shown; the row
    // of photos still scrolls sideways.
    await expect(region.getByRole('button', { name: controls.next, includeHidden: true })).toBeHidden();
    expect(await region.locator('[role="group"]').first().evaluate((slide) => slide.parentElement!.scrollWidth > slide.parentElement!.clientWidth)).toBe(true);
  });
});
