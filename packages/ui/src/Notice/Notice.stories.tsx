import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack';
import { Notice, noticeAnnouncements } from './Notice';
import { noticeTones } from './Notice.css';

const meta = {
  title: 'Feedback/Notice',
  tags: ['stable'],
  component: Notice,
  args: {
    tone: 'warning',
    title: 'Proteja-se contra sites falsos',
    children: 'Não temos canais não oficiais. Denuncie qualquer atividade suspeita pelo telefone.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: noticeTones },
    announce: { control: 'inline-radio', options: noticeAnnouncements },
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {};
export const AllTones: Story = {
  render: (args) => (
    <Stack space="sm">
      {noticeTones.map((tone) => (
        <Notice key={tone} {...args} tone={tone} title={`Aviso ${tone}`} />
      ))}
    </Stack>
  ),
};
export const CriticalAlert: Story = {
  args: { tone: 'critical', announce: 'assertive', title: 'Dados incompletos', children: 'Revise os campos marcados.' },
};
