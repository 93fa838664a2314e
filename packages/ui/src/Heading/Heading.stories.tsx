import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './Heading';
import { headingAligns, headingLevels, headingSizes } from './Heading.css';

const meta = {
  title: 'Tipografia/Heading',
  tags: ['stable'],
  component: Heading,
  args: { level: 1, children: 'Financie seu veículo com as melhores taxas' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
    align: { control: 'inline-radio', options: headingAligns },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AllSizes: Story = {
  render: () => (
    <>
      {headingSizes.map((size, i) => (
        <Heading key={size} level={(i + 1) as 1 | 2 | 3 | 4 | 5} size={headingSizes[headingSizes.length - 1 - i]}>
          {`Título ${size}: aprovação em até 24 horas`}
        </Heading>
      ))}
    </>
  ),
};
export const LongPortugueseText: Story = {
  args: { children: 'Refinanciamento com quitação automática e parcelas até quarenta por cento menores' },
  globals: { viewport: { value: 'celular', isRotated: false } },
};
