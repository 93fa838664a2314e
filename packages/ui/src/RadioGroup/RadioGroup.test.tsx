import { useState } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'fisica', label: 'Pessoa Física' },
  { value: 'juridica', label: 'Pessoa Jurídica' },
];

describe('RadioGroup', () => {
  it('is a group named by its legend with one radio per option', async () => {
    const screen = await render(<RadioGroup legend="Tipo de pessoa" name="personType" options={options} defaultValue="fisica" />);
    await expect.element(screen.getByRole('group', { name: 'Tipo de pessoa' })).toBeVisible();
    await expect.element(screen.getByRole('radio', { name: 'Pessoa Física' })).toBeChecked();
    await expect.element(screen.getByRole('radio', { name: 'Pessoa Jurídica' })).not.toBeChecked();
  });

  it('moves the choice with the arrow keys (segmented look)', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <RadioGroup legend="Tipo de pessoa" name="personType" options={options} defaultValue="fisica" appearance="segmented" onValueChange={onValueChange} />,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole('radio', { name: 'Pessoa Física' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('radio', { name: 'Pessoa Jurídica' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('juridica');
  });

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('juridica');
      return <RadioGroup legend="Tipo" name="t" options={options} value={value} onValueChange={setValue} />;
    }
    const screen = await render(<Controlled />);
    await expect.element(screen.getByRole('radio', { name: 'Pessoa Jurídica' })).toBeChecked();
    await screen.getByRole('radio', { name: 'Pessoa Física' }).click();
    await expect.element(screen.getByRole('radio', { name: 'Pessoa Física' })).toBeChecked();
  });

  it('uncontrolled, keeps a choice made before hydration through later renders', async () => {
    // A prerendered page: the visitor picks before React hydrates it.
    const group = (hint?: string) => (
      <RadioGroup legend="Tipo de pessoa" name="personType" options={options} defaultValue="fisica" hint={hint} />
    );
    const container = document.body.appendChild(document.createElement('div'));
    onTestFinished(() => container.remove());
    container.innerHTML = renderToString(group());
    const juridica = container.querySelector<HTMLInputElement>('input[value="juridica"]')!;
    juridica.checked = true;
    const root = hydrateRoot(container, group());
    onTestFinished(() => root.unmount());
    await expect.poll(() => Object.keys(juridica).some((key) => key.startsWith('__reactProps'))).toBe(true);
    flushSync(() => root.render(group('Escolha uma')));
    expect(juridica.checked).toBe(true);
  });

  it('describes an error on the group', async () => {
    const screen = await render(<RadioGroup legend="Tipo" name="t" options={options} error="Escolha uma opção" required />);
    await expect.element(screen.getByRole('group', { name: 'Tipo' })).toHaveAccessibleDescription('Escolha uma opção');
    await expect.element(screen.getByRole('radio', { name: 'Pessoa Física' })).toBeRequired();
  });
});
