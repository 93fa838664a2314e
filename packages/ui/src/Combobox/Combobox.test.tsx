import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Combobox, type ComboboxOption } from './Combobox';

const brands: ComboboxOption[] = [
  { value: '6', label: 'Audi' },
  { value: '13', label: 'Citroën' },
  { value: '21', label: 'Fiat' },
  { value: '23', label: 'VW - VolksWagen' },
  { value: '25', label: 'Volvo' },
];

const labels = {
  label: 'Marca',
  options: brands,
  countLabel: (n: number) => `${n} marcas disponíveis`,
  noResultsLabel: 'Nenhuma marca encontrada',
  announceDelay: 50,
};

const optionNames = () => page.getByRole('option').all().map((option) => option.element().textContent);

describe('Combobox', () => {
  describe('roles and ARIA state', () => {
    it('is a labelled combobox with list autocomplete, collapsed, controlling a labelled listbox', async () => {
      const screen = await render(<Combobox {...labels} />);
      const input = screen.getByRole('combobox', { name: 'Marca' });
      await expect.element(input).toHaveAttribute('aria-autocomplete', 'list');
      await expect.element(input).toHaveAttribute('aria-expanded', 'false');
      const listboxId = input.element().getAttribute('aria-controls')!;
      const listbox = document.getElementById(listboxId)!;
      expect(listbox.getAttribute('role')).toBe('listbox');
      await userEvent.click(input);
      await expect.element(screen.getByRole('listbox', { name: 'Marca' })).toBeVisible();
      await expect.element(input).toHaveAttribute('aria-expanded', 'true');
    });

    it('ties an error like the other fields: aria-invalid and described by the message', async () => {
      const screen = await render(<Combobox {...labels} hint="Digite para filtrar" error="Escolha a marca do veículo." />);
      const input = screen.getByRole('combobox', { name: 'Marca' });
      await expect.element(input).toHaveAttribute('aria-invalid', 'true');
      await expect.element(input).toHaveAccessibleDescription('Digite para filtrar Escolha a marca do veículo.');
    });

    it('is disabled: no list opens', async () => {
      const screen = await render(<Combobox {...labels} disabled />);
      const input = screen.getByRole('combobox', { name: 'Marca' });
      await expect.element(input).toBeDisabled();
      await userEvent.click(input, { force: true });
      await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('typing narrows the options', () => {
    it('matches without accents or case, anywhere in the label', async () => {
      const screen = await render(<Combobox {...labels} />);
      const input = screen.getByRole('combobox', { name: 'Marca' });
      await userEvent.type(input, 'CITROEN');
      expect(optionNames()).toEqual(['Citroën']);
      await userEvent.clear(input);
      await userEvent.type(input, 'volks');
      expect(optionNames()).toEqual(['VW - VolksWagen']);
      await userEvent.clear(input);
      await userEvent.type(input, 'vo');
      expect(optionNames()).toEqual(['VW - VolksWagen', 'Volvo']);
    });

    it('announces the count after a pause, and the no-results text when nothing matches', async () => {
      const screen = await render(<Combobox {...labels} />);
      const input = screen.getByRole('combobox', { name: 'Marca' });
      const live = page.getByRole('status');
      await expect.element(live).toHaveAttribute('aria-live', 'polite');
      await userEvent.type(input, 'vo');
      await expect.element(live).toHaveTextContent('2 marcas disponíveis');
      await userEvent.type(input, 'xx');
      await expect.element(screen.getByText('Nenhuma marca encontrada', { exact: true }).first()).toBeVisible();
      await expect.element(live).toHaveTextContent('Nenhuma marca encontrada');
      await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    });

    it('shows the loading text, busy, instead of options', async () => {
      const screen = await render(<Combobox {...labels} options={[]} loading loadingLabel="Carregando marcas…" />);
      const input = screen.getByRole('combobox', { name: 'Marca' });
      await expect.element(input).toHaveAttribute('aria-busy', 'true');
      await userEvent.click(input);
      await expect.element(screen.getByText('Carregando marcas…')).toBeVisible();
      expect(page.getByRole('option').all()).toHaveLength(0);
    });
  });

  describe('keyboard (APG)', () => {
    it('Down opens on the first option, Down/Up move and wrap, Enter chooses and closes', async () => {
      const onValueChange = vi.fn();
      const screen = await render(<Combobox {...labels} onValueChange={onValueChange} />);
      const input = screen.getByRole('combobox', { name: 'Marca' });
      await userEvent.click(input);
      await userEvent.keyboard('{Escape}');
      await userEvent.keyboard('{ArrowDown}');
      const active = () => document.getElementById(input.element().getAttribute('aria-activedescendant') ?? '')?.textContent;
      expect(active()).toBe('Audi');
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      expect(active()).toBe('Fiat');
      await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
      expect(active()).toBe('Volvo');
      await userEvent.keyboard('{Enter}');
      await expect.element(input).toHaveValue('Volvo');
      await expect.element(input).toHaveAttribute('aria-expanded', 'false');
      expect(onValueChange).toHaveBeenLastCalledWith('25', { value: '25', label: 'Volvo' });
      await expect.element(input).toHaveFocus();
    });

    it('Alt+Down opens without moving into the list; Escape closes, then clears', async () => {
      const screen = await render(<Combobox {...labels} defaultValue="21" />);
      const input = screen.getByRole('combobox', { name: 'Marca' });
      await expect.element(input).toHaveValue('Fiat');
      input.element().focus();
      await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
      await expect.element(input).toHaveAttribute('aria-expanded', 'true');
      expect(input.element().hasAttribute('aria-activedescendant')).toBe(false);
      await expect.element(screen.getByRole('option', { name: 'Fiat' })).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{Escape}');
      await expect.element(input).toHaveAttribute('aria-expanded', 'false');
      await expect.element(input).toHaveValue('Fiat');
      await userEvent.keyboard('{Escape}');
      await expect.element(input).toHaveValue('');
    });

    it('Home and End move the caret in the text and take the visual focus back from the list', async () => {
      const screen = await render(<Combobox {...labels} />);
      const input = screen.getByRole('combobox', { name: 'Marca' });
      await userEvent.type(input, 'vo');
      await userEvent.keyboard('{ArrowDown}');
      expect(input.element().getAttribute('aria-activedescendant')).not.toBeNull();
      await userEvent.keyboard('{Home}');
      expect(input.element().hasAttribute('aria-activedescendant')).toBe(false);
      expect((input.element() as HTMLInputElement).selectionStart).toBe(0);
      await userEvent.keyboard('{End}');
      expect((input.element() as HTMLInputElement).selectionStart).toBe(2);
    });

    it('skips disabled options', async () => {
      const options = [{ value: '1', label: 'Agrale', disabled: true }, ...brands];
      const screen = await render(<Combobox {...labels} options={options} />);
      const input = screen.getByRole('combobox', { name: 'Marca' });
      input.element().focus();
      await userEvent.keyboard('{ArrowDown}');
      expect(document.getElementById(input.element().getAttribute('aria-activedescendant')!)?.textContent).toBe('Audi');
      await expect.element(screen.getByRole('option', { name: 'Agrale' })).toHaveAttribute('aria-disabled', 'true');
    });
  });

  describe('long lists', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ value: String(i), label: `Modelo ${i + 1}` }));
    const inView = (name: string) => {
      const option = page.getByRole('option', { name, exact: true }).element().getBoundingClientRect();
      const list = page.getByRole('listbox').element().getBoundingClientRect();
      return option.top >= list.top && option.bottom <= list.bottom;
    };

    it('opens scrolled to the chosen option', async () => {
      const screen = await render(<Combobox {...labels} options={many} defaultValue="35" />);
      await userEvent.click(screen.getByRole('combobox', { name: 'Marca' }));
      expect(inView('Modelo 36')).toBe(true);
      expect(inView('Modelo 1')).toBe(false);
    });

    it('keeps the option the keyboard points at in view (Up from the top wraps to the last)', async () => {
      const screen = await render(<Combobox {...labels} options={many} />);
      screen.getByRole('combobox', { name: 'Marca' }).element().focus();
      await userEvent.keyboard('{ArrowUp}');
      expect(inView('Modelo 40')).toBe(true);
      await userEvent.keyboard('{ArrowDown}');
      expect(inView('Modelo 1')).toBe(true);
    });
  });

  describe('pointer and touch', () => {
    it('a tap on an option chooses it and keeps focus in the text box', async () => {
      const screen = await render(<Combobox {...labels} name="marca" />);
      const input = screen.getByRole('combobox', { name: 'Marca' });
      await userEvent.click(input);
      await userEvent.click(screen.getByRole('option', { name: 'Citroën' }));
      await expect.element(input).toHaveValue('Citroën');
      await expect.element(input).toHaveFocus();
      expect(document.querySelector<HTMLInputElement>('input[type="hidden"][name="marca"]')?.value).toBe('13');
    });
  });

  describe('value', () => {
    it('editing the text away from the chosen option un-chooses it', async () => {
      const onValueChange = vi.fn();
      const screen = await render(<Combobox {...labels} defaultValue="6" onValueChange={onValueChange} />);
      const input = screen.getByRole('combobox', { name: 'Marca' });
      await userEvent.type(input, 'x');
      expect(onValueChange).toHaveBeenLastCalledWith('', undefined);
      await expect.element(input).toHaveValue('Audix');
    });

    it('text that spells one option exactly chooses it on leaving the field', async () => {
      const onValueChange = vi.fn();
      const screen = await render(<Combobox {...labels} onValueChange={onValueChange} />);
      await userEvent.type(screen.getByRole('combobox', { name: 'Marca' }), 'citroen');
      await userEvent.tab();
      expect(onValueChange).toHaveBeenLastCalledWith('13', { value: '13', label: 'Citroën' });
      await expect.element(screen.getByRole('combobox', { name: 'Marca' })).toHaveValue('Citroën');
    });

    it('controlled: shows what the parent passes, and clears when the parent resets it', async () => {
      const ref = createRef<HTMLInputElement>();
      function Controlled() {
        const [brand, setBrand] = useState('23');
        return (
          <>
            <Combobox ref={ref} {...labels} value={brand} onValueChange={setBrand} />
            <button type="button" onClick={() => setBrand('')}>
              Trocar tipo de veículo
            </button>
          </>
        );
      }
      const screen = await render(<Controlled />);
      const input = screen.getByRole('combobox', { name: 'Marca' });
      await expect.element(input).toHaveValue('VW - VolksWagen');
      expect(ref.current).toBe(input.element());
      await userEvent.click(screen.getByRole('button', { name: 'Trocar tipo de veículo' }));
      await expect.element(input).toHaveValue('');
    });
  });
});
