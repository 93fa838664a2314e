/**
 * Consumes the BUILT package (dist/) the way another app would: the ESM modules, the component
 * stylesheet plus ONE theme stylesheet, and the theme class from the JS applied on a wrapper.
 */
import css from '../dist/styles.css?raw';
import defaultCss from '../dist/themes/default.css?raw';
import terracottaCss from '../dist/themes/terracotta.css?raw';
import '../dist/styles.css';
import '../dist/themes/default.css';
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

  it('ships the component rules apart from the themes, one stylesheet per theme', () => {
    expect(css).toMatch(/box-sizing:\s*border-box/);
    expect(css).not.toContain(`.${ui.defaultTheme}`);
    expect(css).not.toContain(`.${ui.terracottaTheme}`);
    expect(defaultCss).toContain(`.${ui.defaultTheme}`);
    expect(defaultCss).not.toContain(`.${ui.terracottaTheme}`);
    expect(terracottaCss).toContain(`.${ui.terracottaTheme}`);
    expect(terracottaCss).not.toContain(`.${ui.defaultTheme}`);
    // A theme sheet holds custom properties only: no component rule comes along.
    expect(defaultCss.replace(/\/\*[^*]*\*\//g, '').match(/^[^\s}][^{]*\{/gm)).toEqual([`.${ui.defaultTheme} {`]);
  });

  it('maps the stylesheets in `exports` to the files tsup emits', () => {
    expect(pkg.exports['./styles.css']).toBe('./dist/styles.css');
    expect(pkg.exports['./themes/default.css'].default).toBe('./dist/themes/default.css');
    expect(pkg.exports['./themes/terracotta.css'].default).toBe('./dist/themes/terracotta.css');
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
