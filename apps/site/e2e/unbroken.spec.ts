// Projects: desktop and mobile: where a line ends depends on the screen; the rule must hold on both.
import { broker } from '@repo/content';
import { expect, test, type Page } from '@playwright/test';
import { waitForPage } from './hydration';
import { stubMap } from './map';

test.beforeEach(async ({ page }) => {
  await stubMap(page);
});

/**
 * Every figure that must read as one unit in the page's visible text (a CNPJ, a CEP, a phone, an
 * amount with its R$), found by the same shapes people write them in, and whether it can wrap:
 * each must sit in an element that does not wrap (issue 48: "12.345.678/0001-" / "95" and
 * "78600-" / "000" at line ends).
 */
async function breakableFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shapes = [
      /[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}/g, // CNPJ
      /\b\d{5}-\d{3}\b/g, // CEP
      /\(\d{2}\)[\s\u00a0]?\d{4,5}-\d{4}/g, // phone
      /R\$[\s\u00a0]\d{1,3}(?:\.\d{3})*,\d{2}/g, // amount
    ];
    const breakable: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, [hidden], template, input, textarea')) continue;
      if (!parent.checkVisibility()) continue;
      for (const shape of shapes) {
        for (const match of node.textContent!.matchAll(shape)) {
          // Not wrapping where it stands: an element of its own (or an ancestor) that does not wrap.
          let element: Element | null = parent;
          let whole = false;
          while (element && element !== document.body && !whole) {
            whole = getComputedStyle(element).whiteSpace === 'nowrap';
            element = element.parentElement;
          }
          if (!whole) breakable.push(match[0]);
        }
      }
    }
    return breakable;
  });
}

for (const path of ['/contato', '/canais-oficiais', '/como-funciona']) {
  test(`${path}: no CNPJ, CEP, phone or amount can break across lines`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(path);
    await waitForPage(page, path);
    // The page shows the broker's documents and addresses (the footer at least).
    await expect(page.getByText(broker.stores[0]!.cnpj).first()).toBeAttached();
    expect(await breakableFigures(page)).toEqual([]);
  });
}

test('the landing: the simulator\'s figures and the rates\' examples never break either', async ({ page }) => {
  await page.goto('/?modalidade=refinanciamento#simulator');
  await waitForPage(page, '/');
  expect(await breakableFigures(page)).toEqual([]);
});
