import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Combobox } from './Combobox';

const brands = [
  { value: '6', label: 'Audi' },
  { value: '7', label: 'BMW' },
  { value: '161', label: 'Caoa Chery' },
  { value: '13', label: 'Citroën' },
  { value: '21', label: 'Fiat' },
  { value: '22', label: 'Ford' },
  { value: '23', label: 'VW - VolksWagen' },
  { value: '25', label: 'GM - Chevrolet' },
  { value: '25b', label: 'Honda' },
  { value: '26', label: 'Hyundai' },
  { value: '29', label: 'Jeep' },
  { value: '44', label: 'Peugeot' },
  { value: '48', label: 'Renault' },
  { value: '56', label: 'Toyota' },
];

const longModels = [
  { value: '5585', label: 'AMAROK CD2.0 16V/S CD2.0 16V TDI 4x2 Die' },
  { value: '5940', label: 'AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut' },
  { value: '9301', label: 'Nivus Highline 200 TSI 1.0 Flex 12V Aut.' },
  { value: '8534', label: 'T-Cross Comfortline 200 TSI 1.0 Flex 12V Aut.' },
  { value: '4473', label: 'Gol (novo) 1.0 Mi Total Flex 8V 4p' },
];

/** Room under the field for the open list, which is drawn over what follows it on a page. */
const roomForTheList: Decorator = (Story) => <div style={{ maxWidth: 420, minHeight: '22rem' }}>{Story()}</div>;

const meta = {
  title: 'Formulários/Combobox',
  tags: ['beta'],
  component: Combobox,
  args: {
    label: 'Marca',
    name: 'marca',
    placeholder: 'Digite ou escolha a marca',
    options: brands,
    countLabel: (n: number) => (n === 1 ? '1 marca disponível' : `${n} marcas disponíveis`),
    noResultsLabel: 'Nenhuma marca encontrada',
    announceDelay: 300,
    onValueChange: fn(),
  },
  decorators: [roomForTheList],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the placeholder invites typing. */
export const Empty: Story = {};

/** A brand already chosen (the value kept in a draft). */
export const Chosen: Story = { args: { defaultValue: '13' } };

/** Typing narrows the list, accents and case aside ("citroen" finds Citroën), and the count is announced. */
export const FiltersAsYouType: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Marca' });
    await userEvent.type(input, 'citroen');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual(['Citroën']);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 marca disponível'));
    await userEvent.clear(input);
    await userEvent.type(input, 'VOLKS');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual(['VW - VolksWagen']);
    await userEvent.clear(input);
    // Caoa Chery, GM - Chevrolet, Honda, Hyundai.
    await userEvent.type(input, 'h');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('4 marcas disponíveis'));
  },
};

/** Down/Up move through the options (wrapping), Enter chooses, Alt+Down opens without moving, Escape closes. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Marca' });
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(active()).toBe('Audi');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(active()).toBe('Citroën');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Citroën');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('13', { value: '13', label: 'Citroën' });
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await expect(canvas.getByRole('option', { name: 'Citroën' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(active()).toBe('Toyota');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('Citroën');
    // Left open on the chosen brand with the keyboard on the next one, as a designer reviews it.
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}{ArrowDown}');
    await expect(active()).toBe('Audi');
  },
};

/** Home and End move the caret in the text and take the keyboard back from the list. */
export const HomeAndEnd: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole<HTMLInputElement>('combobox', { name: 'Marca' });
    await userEvent.type(input, 'for');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Home}');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await expect(input.selectionStart).toBe(0);
    await userEvent.keyboard('{End}');
    await expect(input.selectionStart).toBe(3);
  },
};

/** A tap opens the list and a tap on an option chooses it (no typing on a phone). */
export const TouchSelection: Story = {
  globals: { viewport: { value: 'celular', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Marca' });
    await userEvent.click(input);
    await userEvent.click(canvas.getByRole('option', { name: 'Fiat' }));
    await expect(input).toHaveValue('Fiat');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Nothing matches: the list says so (and the status region announces it). */
export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Marca' }), 'Lamborghini');
    await expect(canvas.getByText('Nenhuma marca encontrada', { selector: 'p' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Nenhuma marca encontrada'));
  },
};

/** Options on their way (the FIPE brands being fetched): the input is busy and the popup says so. */
export const Loading: Story = {
  args: { options: [], loading: true, loadingLabel: 'Carregando marcas…' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Marca' });
    await expect(input).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(input);
    await expect(canvas.getByText('Carregando marcas…')).toBeVisible();
  },
};

export const WithError: Story = { args: { required: true, error: 'Escolha a marca do veículo.' } };
export const Disabled: Story = { args: { disabled: true, hint: 'Escolha primeiro o tipo de veículo.' } };

/** FIPE model names are long: they wrap inside the list instead of being cut. */
export const LongOptionText: Story = {
  args: {
    label: 'Modelo',
    name: 'modelo',
    placeholder: 'Digite ou escolha o modelo',
    options: longModels,
    countLabel: (n: number) => `${n} modelos disponíveis`,
    noResultsLabel: 'Nenhum modelo encontrado',
  },
  globals: { viewport: { value: 'celular', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Modelo' });
    await userEvent.type(input, 'tsi');
    await expect(canvas.getAllByRole('option')).toHaveLength(2);
  },
};

export const NarrowScreen: Story = {
  args: { defaultValue: '23' },
  globals: { viewport: { value: 'celular', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Marca' }));
    await expect(canvas.getByRole('option', { name: 'VW - VolksWagen' })).toHaveAttribute('aria-selected', 'true');
  },
};
