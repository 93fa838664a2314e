import type { Page } from '@playwright/test';
import { siteStylesheetAttribute } from '../app/page-start/build.ts';

/** The path of the whole stylesheet that the page's inline `<style>` was cut from (null if none). */
export const wholeStylesheet = (page: Page) =>
  page.evaluate(
    (attribute) => document.querySelector(`style[${attribute}]`)?.getAttribute(attribute) ?? null,
    siteStylesheetAttribute,
  );

/** The text of the page's inline `<style>` that names the whole stylesheet. */
export const inlineStylesheetText = (page: Page) =>
  page.evaluate((attribute) => document.querySelector(`style[${attribute}]`)?.textContent ?? null, siteStylesheetAttribute);
