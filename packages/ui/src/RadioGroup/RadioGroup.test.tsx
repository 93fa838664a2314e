import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

  it('describes an error on the group', async () => {
    const screen = await render(<RadioGroup legend="Tipo" name="t" options={options} error="Escolha uma opção" required />);
    await expect.element(screen.getByRole('group', { name: 'Tipo' })).toHaveAccessibleDescription('Escolha uma opção');
    await expect.element(screen.getByRole('radio', { name: 'Pessoa Física' })).toBeRequired();
  });
});
