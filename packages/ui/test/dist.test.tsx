/**
 * Consumes the BUILT package (dist/) the way another app would: the ESM bundle, its types' sibling
 * CSS file, and the theme class from the bundle applied on a wrapper.
 */
import css from '../dist/index.css?raw';
import '../dist/index.css';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import * as ui from '../dist/index.js';
import pkg from '../package.json';

describe('built package (dist)', () => {
  it('exports the theme classes and components named in the barrel', () => {
    expect(typeof ui.defaultTheme).toBe('string');
    expect(typeof ui.terracottaTheme).toBe('string');
    expect(ui.defaultTheme).not.toBe(ui.terracottaTheme);
    for (const name of ['Button', 'Dialog', 'Carousel', 'StepIndicator', 'MaskedInput', 'ToastProvider', 'useToast']) {
      expect(ui, name).toHaveProperty(name);
    }
  });

  it('ships one CSS file holding both theme classes and the reset', () => {
    expect(css).toContain(`.${ui.defaultTheme}`);
    expect(css).toContain(`.${ui.terracottaTheme}`);
    expect(css).toMatch(/box-sizing:\s*border-box/);
  });

  it('maps ./styles.css to the file tsup emits', () => {
    expect(pkg.exports['./styles.css']).toBe('./dist/index.css');
  });

  it('renders a themed Button from dist with the 44 px target', async () => {
    const { Button, defaultTheme } = ui;
    const screen = await render(
      <div className={defaultTheme}>
        <Button href="https://example.com" target="_blank">
          Fale Conosco
        </Button>
      </div>,
    );
    const link = screen.getByRole('link', { name: 'Fale Conosco' });
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    expect(getComputedStyle(link.element()).backgroundColor).toBe('rgb(10, 74, 158)');
  });
});
