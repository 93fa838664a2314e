import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
await page.goto('http://localhost:4474/financiamento');
await page.waitForTimeout(1000);
console.log(await page.locator('header').evaluate((h) => h.getBoundingClientRect().height));
console.log(JSON.stringify(await page.locator('header a').evaluateAll((as) => as.map((a) => [a.textContent, Math.round(a.getBoundingClientRect().width), Math.round(a.getBoundingClientRect().top)]))));
await page.locator('header').screenshot({ path: '/tmp/h48c-header-390.png' });
await browser.close();
