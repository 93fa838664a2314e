import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from './Container';
import { containerWidths } from './Container.css';

const meta = {
  title: 'Layout/Container',
  tags: ['stable'],
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    width: 'regular',
    children: <p style={{ background: 'rgba(0,0,0,0.05)' }}>Conteúdo centralizado com margens laterais responsivas.</p>,
  },
  argTypes: { width: { control: 'inline-radio', options: containerWidths } },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};
export const Narrow: Story = { args: { width: 'narrow' } };
export const NarrowScreen: Story = { globals: { viewport: { value: 'celular', isRotated: false } } };
