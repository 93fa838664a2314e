/**
 * What the forms' component tests share (the wizard's, the contact form's, the simulator's, the
 * channel checker's): each form rendered as its page renders it, with the broker's theme, in real
 * Chromium; the WhatsApp tab stubbed; axe run on what is on screen. The journeys through the built
 * pages, their layout on both sizes, hydration and navigation stay in the e2e suite (e2e/); what a
 * rule, a format, a message or a branch of a form's logic shows is asserted here, where no page
 * needs to load (docs/e2e-moves.md lists what moved).
 */
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { wcagTags } from '../../e2e/wcag';
import { themeClass } from '../brand';

beforeEach(() => {
  sessionStorage.clear();
  document.documentElement.lang = 'pt-BR';
  document.documentElement.className = themeClass;
});

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Renders `content` inside the page's `<main>` at `search` (the address's query: the test runner's
 * own path is kept), as its route does: a document loaded, or reloaded, at that address.
 */
export async function renderAt(search: string, content: ReactNode) {
  window.history.replaceState(null, '', `${window.location.pathname}${search}`);
  return render(<main>{content}</main>);
}

/**
 * Types `text` into `field` key by key, as a visitor (and the e2e suite's `pressSequentially`)
 * does: Playwright's keyboard, one key down and up per character.
 */
export const pressSequentially = (field: Locator, text: string) => userEvent.type(field, text);

/**
 * The wizard's step 1 as a visitor completes it, as Maria da Silva, Pessoa Física (pasted: the
 * masks' typing is the subject of the tests that type).
 */
export async function fillPersonalPF() {
  await textbox('CPF').fill('52998224725');
  await textbox('Nome completo').fill('Maria da Silva');
  await textbox('E-mail').fill('maria@exemplo.com');
  await textbox('Telefone').fill('66999991234');
}

/** A text box by its exact accessible name. */
export const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });

/**
 * Each field, found by its label, is required and tells the browser what `attributes` say (what it
 * may fill it with, the keyboard, the type, the placeholder).
 */
export async function expectFields(fields: Readonly<Record<string, Readonly<Record<string, string>>>>) {
  for (const [label, attributes] of Object.entries(fields)) {
    await expect.element(textbox(label)).toHaveAttribute('required', '');
    for (const [name, value] of Object.entries(attributes)) await expect.element(textbox(label)).toHaveAttribute(name, value);
  }
}
/** A select or an input with a list, by its exact accessible name. */
export const combobox = (name: string) => page.getByRole('combobox', { name, exact: true });
/** A button by its exact accessible name. */
export const button = (name: string) => page.getByRole('button', { name, exact: true });

/** The toasts shown (Radix renders a hidden copy for screen readers elsewhere: the region's own). */
export const toastRegion = () => page.getByRole('region', { name: /Notificações/ });

/**
 * Replaces `window.open`: records each call and answers like a browser that opened the tab (a
 * window object) or blocked it (null). Nothing navigates to wa.me.
 */
export function stubWindowOpen(outcome: 'opened' | 'blocked') {
  const calls: { url: string; target: string | undefined }[] = [];
  vi.spyOn(window, 'open').mockImplementation((url?: string | URL, target?: string) => {
    calls.push({ url: String(url), target });
    return outcome === 'blocked' ? null : ({ opener: window, closed: false } as unknown as Window);
  });
  return calls;
}

/** The text a wa.me link carries, decoded with decodeURIComponent (never URLSearchParams: `+` is not a space). */
export function whatsappText(url: string): string {
  return decodeURIComponent(url.split('?text=')[1] ?? '');
}

/**
 * Axe's violations inside `root` (WCAG 2.2 AA, as e2e/axe.ts asks of the pages), once every finite
 * animation has ended, reduced to what a reader of a failure needs.
 */
export async function axeViolations(root: Element) {
  await Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  );
  const results = await axe.run(root, { runOnly: { type: 'tag', values: wcagTags } });
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** A text as a regular expression matches it literally. */
export const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
