import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Button } from './Button';
import { buttonSizes, buttonTones, buttonVariants, buttonWidths } from './Button.css';

const WhatsAppIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2z" />
  </svg>
);

const meta = {
  title: 'Ações/Button',
  tags: ['stable'],
  component: Button,
  args: { children: 'Financie já', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
    width: { control: 'inline-radio', options: buttonWidths },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Financie já' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const AllVariantsAndTones: Story = {
  render: (args) => (
    <Stack space="md">
      {buttonVariants.map((variant) => (
        <Inline key={variant} space="sm">
          {buttonTones.map((tone) => (
            <Button key={tone} {...args} variant={variant} tone={tone}>
              {`${variant} ${tone}`}
            </Button>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="sm" align="center">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Tamanho ${size}`}
        </Button>
      ))}
    </Inline>
  ),
};

export const WhatsAppLink: Story = {
  args: {
    tone: 'whatsapp',
    children: 'Fale Conosco',
    href: 'https://wa.me/5500000000000',
    target: '_blank',
    icon: <WhatsAppIcon />,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Fale Conosco' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const AsChildLink: Story = {
  args: { variant: 'outline', asChild: true, children: <a href="#financiamento">Financiamento</a> },
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Enviando solicitação…', children: 'Finalizar Solicitação' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Enviando solicitação…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Continuar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongPortugueseText: Story = {
  args: {
    children: 'Solicitar orçamento de refinanciamento com análise em múltiplos bancos parceiros',
    width: 'full',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'celular', isRotated: false } },
  args: { width: 'full', children: 'Financie já' },
};
