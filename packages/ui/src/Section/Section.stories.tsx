import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '../Container';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { Section } from './Section';
import { sectionBackgrounds, sectionSpacings } from './Section.css';

const meta = {
  title: 'Layout/Section',
  tags: ['stable'],
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: {
    'aria-labelledby': 'secao-titulo',
    children: (
      <Container>
        <Heading level={2} id="secao-titulo">
          Soluções de Financiamento
        </Heading>
        <Text>Análise em tempo real com múltiplos bancos.</Text>
      </Container>
    ),
  },
  argTypes: {
    spacing: { control: 'inline-radio', options: sectionSpacings },
    background: { control: 'inline-radio', options: sectionBackgrounds },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Canvas: Story = {};
export const Subtle: Story = { args: { background: 'subtle' } };
export const Inverse: Story = { args: { background: 'inverse' } };
