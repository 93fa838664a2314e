// Projects: desktop and mobile: the hero and the scroll to the simulator differ per layout.
import { landingPage, landingPartnerBanks, solutionCards, vehicleKinds } from '@repo/content';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './hydration';
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
    await expect(simulatorHeading(page)).not.toBeInViewport();
    await page.getByRole('link', { name: landingPage.hero.primaryLabel, exact: true }).click();
    await expect(simulatorHeading(page)).toBeInViewport();
    await expect(simulatorHeading(page)).toBeFocused();
    await expect(page.locator(`#${landingPage.simulatorSectionId}`)).toBeVisible();
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

  test("'Financie já' is a plain #simulator anchor, so it works before scripts load", async ({ page }) => {
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
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('heading', { level: 3, name: 'Motos' }).click();
    await expect(simulatorHeading(page)).toBeInViewport();
  });

  test('the solution cards lead to /financiamento; Fale Conosco and Atendimento Especializado open WhatsApp', async ({ page }) => {
    await page.goto('/');
    for (const card of solutionCards) {
      await expect(page.getByRole('link', { name: `${card.buttonLabel} (${card.title})` })).toHaveAttribute('href', card.href);
    }
    for (const name of [landingPage.hero.secondaryLabel, landingPage.vehicles.specialistLabel]) {
      const link = page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*ve%C3%ADculos%20dispon%C3%ADveis/);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(page.getByRole('main').getByRole('link', { name: landingPage.vehicles.financingLabel, exact: true })).toHaveAttribute('href', '/financiamento');
  });

  test('the ten partner banks as text, with the broker’s own note on its analysis', async ({ page }) => {
    await page.goto('/');
    const banks = page.getByRole('region', { name: landingPage.banks.title });
    await expect(banks.getByRole('listitem')).toHaveText(landingPartnerBanks.map((bank) => bank.shortName));
    // The default broker's file (`textos.analise`) says it; a broker that does not, gets no note.
    await expect(banks).toContainText('Análise em tempo real com múltiplos bancos');
    expect(landingPage.banks.note).toBe('Análise em tempo real com múltiplos bancos');
  });
});
