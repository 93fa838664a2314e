/**
 * Visual baselines: after each story test has rendered, played and passed axe, capture what it
 * shows and compare it with the committed baseline for that story *and theme*
 * (`<component>/__baselines__/<Story>-<theme>.png`). A difference fails the test; Vitest leaves
 * the actual image and a diff next to the baseline's path in `test-results/visual/`.
 *
 * Determinism: `prefers-reduced-motion: reduce` is emulated for the capture (autoplay stops,
 * transitions are instant), Playwright finishes CSS animations and hides the caret, web fonts are
 * awaited, and the fonts are the project's DejaVu whatever the machine has (`.ci/chromium.mjs`).
 * Parts the browser draws itself are left out of the capture: a textarea's resize grip is
 * Chromium's own drawing, and it changed between Chromium 150 builds (Debian's update of 2 Dec
 * 2026 failed the twelve Textarea baselines by the grip's pixels alone).
 *
 * Before the capture it also checks what a designer reads beside the story: the component's status
 * tag (sidebar badge) and its row in the README's "When to use each" table (docs page).
 */
import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { guidance } from './blocks/guidance';
import { statusTags } from './status';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Emulates `prefers-reduced-motion` (`null` restores the browser's own value). */
    emulateReducedMotion: (value: 'reduce' | null) => Promise<void>;
    /** Copies a mismatching story's baseline next to its actual and diff images. */
    keepExpected: (name: string) => Promise<void>;
  }
}

declare module 'vitest' {
  interface TestContext {
    /** Set by @storybook/addon-vitest on every story test. */
    story?: ComposedStoryFn & { storyName: string; globals: Record<string, unknown>; tags: string[] };
  }
}

/** Hides what the browser draws of its own while a capture is taken (see the header). */
const browserChrome = Object.assign(document.createElement('style'), { textContent: 'textarea { resize: none !important; }' });

/** The div the story rendered into (marked by `beforeEach` in preview.tsx). */
const storyCanvas = () => document.querySelector<HTMLElement>('[data-story-canvas]');

/**
 * True when a visible part is drawn outside the story's own box: portalled (a dialog) or fixed
 * (a toast viewport). Slides clipped by an overflow container do not count.
 */
function spillsOutside(canvas: HTMLElement): boolean {
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    const portalled = !canvas.contains(el);
    if (!portalled && getComputedStyle(el).position !== 'fixed') continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) continue; // visually hidden copies, empty wrappers
    if (el.checkVisibility({ visibilityProperty: true })) return true;
  }
  return false;
}

afterEach(async (context) => {
  const { story, task } = context;
  if (!story || (task.result?.errors?.length ?? 0) > 0) return; // not a story, or already failed
  const status = story.tags.filter((tag) => (statusTags as readonly string[]).includes(tag));
  expect(status, `give the stories' meta one status tag: ${statusTags.join(' or ')}`).toHaveLength(1);
  // Story files are named after their component, as the last segment of their titles is.
  const component = task.file.name.split('/').pop()!.replace(/\.stories\.tsx?$/, '');
  expect(guidance.has(component), `add ${component} to the "When to use each" table of packages/ui/README.md`).toBe(true);

  const canvas = storyCanvas();
  if (!canvas) throw new Error('Story canvas not found: is the beforeEach in .storybook/preview.tsx in place?');

  const theme = String(story.globals.theme ?? 'default');
  await commands.emulateReducedMotion('reduce');
  const { body } = document;
  try {
    await document.fonts.ready;
    // The browser reports the change of reduced motion with the next frame: let what listens to it
    // act (the carousel's script pauses and shows its play icon) and the next frame paint it.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Portalled or fixed parts (dialogs, toasts) are outside the canvas: capture the viewport.
    const whole = spillsOutside(canvas);
    if (whole) body.style.minHeight = '100vh';
    document.head.append(browserChrome);
    const target = whole ? body : canvas;
    const name = `${story.storyName}-${theme}`;
    try {
      await expect.element(page.elementLocator(target)).toMatchScreenshot(name);
    } catch (error) {
      await commands.keepExpected(name);
      throw error;
    }
  } finally {
    body.style.minHeight = '';
    browserChrome.remove();
    await commands.emulateReducedMotion(null);
  }
});
