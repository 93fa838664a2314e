import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from './Field';
import { control } from './Field.css';

const meta = {
  title: 'Formulários/Field',
  tags: ['stable'],
  component: Field,
  args: {
    label: 'Nome completo',
    hint: 'Como aparece no seu documento',
    children: (props) => <input {...props} className={control} autoComplete="name" />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { required: true, error: 'Informe seu nome completo.' } };
