// Projects: desktop and mobile: the hero and the scroll to the simulator differ per layout; an anchor's address and the banks' names (the same bytes on any screen) on desktop only.
import { brokerProfile, landingPage, landingPartnerBanks, products, simulatorFieldCopy, simulatorSectionId, solutionCards, vehicleKinds, whatsappCopy } from '@repo/content';
import { expect, test } from '@playwright/test';
import { holdHydration, waitForHydration } from './hydration';
import { stubMap } from './map';

test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

const simulatorHeading = (page: import('@playwright/test').Page) =>
  page.getByRole('heading', { level: 2, name: landingPage.simulator.title });

test.describe('landing page', () => {
  test("'Financie já' scrolls to the simulator section and moves focus there", async ({ page }) => {
    await page.goto('/');
    // The hydrated page's behaviour: before, it is the plain anchor (tested below).
    await waitForHydration(page);
    // From below the headline (on a desktop the simulator is already in the first screen).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(simulatorHeading(page)).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: landingPage.hero.primaryLabel, exact: true }).click();
    await expect(simulatorHeading(page)).toBeInViewport();
    await expect(simulatorHeading(page)).toBeFocused();
    await expect(page.locator(`#${simulatorSectionId}`)).toBeVisible();
  });

  // The widths are set here, so the desktop project runs it once for each.
  test('at 1280 × 800 the first screen holds the headline and the simulator\'s first fields', { tag: '@desktop-only' }, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: landingPage.hero.headline })).toBeInViewport({ ratio: 1 });
    const simulator = page.locator(`#${simulatorSectionId}`);
    await expect(simulator.getByRole('heading', { level: 2, name: landingPage.simulator.title })).toBeInViewport({ ratio: 1 });
    await expect(simulator.getByRole('radio', { name: products[0].tabLabel, exact: true })).toBeChecked();
    const first = simulatorFieldCopy[products[0].simulatorFields[0]];
    await expect(simulator.getByRole('textbox', { name: first.label, exact: true })).toBeInViewport({ ratio: 1 });
    // Typed there, without a scroll, the result follows.
    await waitForHydration(page);
    await simulator.getByRole('textbox', { name: first.label, exact: true }).fill('80.000');
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
  });

  // On a phone (touch), at the size rather than the project's device.
  test('at 390 × 844 the first screen holds the headline, the picture and Financie já, which lands on the simulator', { tag: '@mobile-only' }, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: landingPage.hero.headline })).toBeInViewport({ ratio: 1 });
    // The picture (the three vehicles on a road): decorative beside the headline, hidden from screen
    // readers, seen by the eye, its box set by the markup before the sprite file arrives.
    const picture = main.locator('svg[aria-hidden="true"]:has(use[href$="#ilu-hero"])');
    await expect(picture).toHaveAttribute('height', /^[1-9]\d+$/);
    await expect(picture).toBeInViewport({ ratio: 1 });
    expect((await picture.boundingBox())!.height).toBeGreaterThanOrEqual(80);
    const financeNow = main.getByRole('link', { name: landingPage.hero.primaryLabel, exact: true });
    await expect(financeNow).toBeInViewport({ ratio: 1 });
    await financeNow.tap();
    const first = simulatorFieldCopy[products[0].simulatorFields[0]];
    await expect(main.getByRole('textbox', { name: first.label, exact: true })).toBeInViewport({ ratio: 1 });
  });

  // The widths are set here, so the desktop project runs it once for both.
  test('the hero buttons stack at full width on a phone and sit side by side on a desktop', { tag: '@desktop-only' }, async ({ page }) => {
    const boxes = async () => {
      const main = page.getByRole('main');
      const primary = await main.getByRole('link', { name: landingPage.hero.primaryLabel, exact: true }).boundingBox();
      const secondary = await main.getByRole('link', { name: new RegExp(`^${landingPage.hero.secondaryLabel}`) }).boundingBox();
      return { primary: primary!, secondary: secondary! };
    };
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    const phone = await boxes();
    expect(phone.secondary.y).toBeGreaterThanOrEqual(phone.primary.y + phone.primary.height);
    expect(phone.secondary.width).toBeCloseTo(phone.primary.width, 0);
    await page.setViewportSize({ width: 1280, height: 800 });
    const desktop = await boxes();
    expect(desktop.secondary.y).toBeCloseTo(desktop.primary.y, 0);
    expect(desktop.secondary.x).toBeGreaterThan(desktop.primary.x + desktop.primary.width);
  });

  test("with reduced motion, 'Financie já' jumps at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.getByRole('link', { name: landingPage.hero.primaryLabel, exact: true }).click();
    await expect(simulatorHeading(page)).toBeInViewport();
  });

  test("'Financie já' is a plain #simulator anchor, so it works before scripts load", { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: landingPage.hero.primaryLabel, exact: true })).toHaveAttribute('href', '#simulator');
  });

  test("each vehicle card and its 'Financiar' button lead to the simulator", async ({ page }) => {
    await page.goto('/');
    for (const kind of vehicleKinds) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('link', { name: `Financiar ${kind.label}` }).click();
      await expect(simulatorHeading(page)).toBeInViewport();
    }
    // A card's link pressed before the simulator's island hydrates loads its address (the
    // simulator on that kind); a press on the card itself is held until it has (tested below).
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('heading', { level: 3, name: 'Motos' }).click();
    await expect(simulatorHeading(page)).toBeInViewport();
  });

  test("a press on a vehicle card sets the simulator on financing; 'Financie já', whose address carries no choice, keeps the visitor's", async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const simulator = page.locator('#simulator');
    const product = (name: string) => simulator.getByRole('radio', { name, exact: true });
    const other = products.find((entry) => entry.id !== 'financiamento')!;
    await simulator.getByRole('group', { name: 'Modalidade' }).locator('label').filter({ hasText: new RegExp(`^${other.tabLabel}$`) }).click();
    await expect(product(other.tabLabel)).toBeChecked();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: landingPage.hero.primaryLabel, exact: true }).click();
    await expect(simulatorHeading(page)).toBeInViewport();
    await expect(product(other.tabLabel)).toBeChecked();
    // The card of motorcycles, pressed beside its link: the simulator is on financing again.
    await page.getByRole('heading', { level: 3, name: 'Motos' }).click();
    await expect(simulatorHeading(page)).toBeInViewport();
    await expect(product(products.find((entry) => entry.id === 'financiamento')!.tabLabel)).toBeChecked();
  });

  test('a vehicle card pressed before the simulator hydrates sets it, once hydrated, on financing that vehicle, and scrolls to it', async ({ page }) => {
    const release = await holdHydration(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const simulator = page.locator('#simulator');
    const other = products.find((entry) => entry.id !== 'financiamento')!;
    // Another product, chosen on the prerendered page (its radios work without script).
    await simulator.getByRole('group', { name: 'Modalidade' }).locator('label').filter({ hasText: new RegExp(`^${other.tabLabel}$`) }).click();
    await page.getByRole('heading', { level: 3, name: 'Caminhões' }).click();
    // Held, not lost, nor a navigation: the page waits for its simulator.
    await expect(page).toHaveURL('/');
    release();
    await waitForHydration(page);
    await expect(simulatorHeading(page)).toBeInViewport();
    await expect(simulator.getByRole('radio', { name: products.find((entry) => entry.id === 'financiamento')!.tabLabel, exact: true })).toBeChecked();
    // The kind the card names, which the FIPE lookup and the wizard receive.
    await expect(simulator.locator('input[name="vehicleType"]')).toHaveValue('caminhao');
    // And after hydration, another card: the same, without a reload.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('heading', { level: 3, name: 'Motos' }).click();
    await expect(simulatorHeading(page)).toBeInViewport();
    await expect(simulator.locator('input[name="vehicleType"]')).toHaveValue('moto');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('the solution cards lead to /financiamento; Fale Conosco and Atendimento Especializado open WhatsApp', async ({ page }) => {
    await page.goto('/');
    for (const card of solutionCards) {
      await expect(page.getByRole('link', { name: `${card.buttonLabel} (${card.title})` })).toHaveAttribute('href', card.href);
    }
    for (const name of [landingPage.hero.secondaryLabel, landingPage.vehicles.specialistLabel]) {
      const link = page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) });
      // The plain buttons' greeting: a credit broker's visitor asks about credit, not vehicles for sale.
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      expect(decodeURIComponent(href!.split('?text=')[1]!).split('\n')[0]).toBe(whatsappCopy.greeting);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(page.getByRole('main').getByRole('link', { name: landingPage.vehicles.financingLabel, exact: true })).toHaveAttribute('href', '/financiamento');
  });

  test('the ten partner banks as a list of names, with the broker’s own note on its analysis', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/');
    const banks = page.getByRole('region', { name: landingPage.banks.title });
    await expect(banks.getByRole('list').getByRole('listitem')).toHaveText(landingPartnerBanks.map((bank) => bank.shortName));
    // The default broker's file gives no logo: no institution's picture without its permission.
    expect(brokerProfile.institutions.logos).toBeUndefined();
    await expect(banks.getByRole('img')).toHaveCount(0);
    // The default broker's file (`textos.analise`) says it; a broker that does not, gets no note.
    await expect(banks).toContainText('Análise em vários bancos com uma só solicitação');
    expect(landingPage.banks.note).toBe('Análise em vários bancos com uma só solicitação');
  });

  test('the partner banks are set as brands: the headings’ type, one height a row, two a row on a phone and five on a desktop', async ({ page, isMobile }) => {
    await page.goto('/');
    const banks = page.getByRole('region', { name: landingPage.banks.title });
    const tiles = banks.getByRole('listitem');
    await tiles.first().scrollIntoViewIfNeeded();
    const [tileFont, headingFont] = await Promise.all([
      tiles.first().evaluate((element) => getComputedStyle(element).fontFamily),
      banks.getByRole('heading', { level: 2 }).evaluate((element) => getComputedStyle(element).fontFamily),
    ]);
    expect(tileFont).toBe(headingFont);
    const boxes = await tiles.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    const rows = new Map<number, DOMRect[]>();
    for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
    expect([...rows.values()].map((row) => row.length)).toEqual(isMobile ? [2, 2, 2, 2, 2] : [5, 5]);
    for (const row of rows.values()) expect(new Set(row.map((box) => Math.round(box.height))).size).toBe(1);
    const width = page.viewportSize()!.width;
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(width);
  });
});
