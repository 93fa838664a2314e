import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card';
import { Heading } from '../Heading';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Tiles } from '../Tiles';
import { Illustration } from './Illustration';
import { IllustrationSymbols } from './IllustrationSymbols';
import { illustrationNames, illustrationSteps, type IllustrationName } from './sizes';

const meta = {
  title: 'Conteúdo/Illustration',
  tags: ['beta'],
  component: Illustration,
  // The symbols in the page stand in for the sprite file a site serves.
  decorators: [
    (Story) => (
      <>
        <IllustrationSymbols />
        <Story />
      </>
    ),
  ],
  args: { name: 'car', label: 'Carro' },
  argTypes: { name: { control: 'select', options: illustrationNames } },
} satisfies Meta<typeof Illustration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picture that says something: `label` makes it an image with that name. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: 'Carro' });
    await expect(picture).toHaveAttribute('width', '160');
    await expect(picture).toHaveAttribute('height', '100');
  },
};

/** What each picture shows, for the designer reading the captions (the `name` follows it). */
const shows = {
  car: 'Carro',
  motorcycle: 'Moto',
  truck: 'Caminhão',
  hero: 'Cena de abertura',
  documents: 'Documentos',
  conversation: 'Conversa',
  'step-request': 'Passo 1: solicitação',
  'step-analysis': 'Passo 2: análise',
  'step-approval': 'Passo 3: aprovação',
  'step-documents': 'Passo 4: documentos',
  'step-release': 'Passo 5: liberação',
} as const satisfies Record<IllustrationName, string>;

/** Every picture at its drawn size, decorative (the caption says what it is). */
export const AllPictures: Story = {
  render: () => (
    <Tiles columns={{ base: 2, tablet: 3, wide: 4 }} space="lg">
      {illustrationNames.map((name) => (
        <Stack key={name} space="xs" data-picture>
          <Illustration name={name} />
          <Text size="small" tone="muted">
            {shows[name]} (<code>{name}</code>)
          </Text>
        </Stack>
      ))}
    </Tiles>
  ),
  play: async ({ canvasElement }) => {
    const pictures = canvasElement.querySelectorAll('[data-picture] svg');
    await expect(pictures).toHaveLength(illustrationNames.length);
    for (const picture of pictures) await expect(picture).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The vehicle cards: each picture over its card's heading, decoration beside the words. */
export const InCards: Story = {
  render: () => (
    <Tiles columns={{ base: 1, tablet: 3 }} space="lg">
      {(
        [
          ['car', 'Carros', 'Hatch, sedã, SUV e picape.'],
          ['motorcycle', 'Motos', 'Da urbana à estradeira.'],
          ['truck', 'Caminhões', 'Leves, médios e pesados, para o seu negócio.'],
        ] as const
      ).map(([name, title, text]) => (
        <Card key={name} elevation="raised">
          <Illustration name={name} width={128} />
          <Heading level={3} size="medium">
            {title}
          </Heading>
          <Text tone="muted">{text}</Text>
        </Card>
      ))}
    </Tiles>
  ),
};

/** The five steps of the process, in order, at the size /como-funciona shows them. */
export const Steps: Story = {
  render: () => (
    <Inline space="md">
      {illustrationSteps.map((name) => (
        <Illustration key={name} name={name} width={96} />
      ))}
    </Inline>
  ),
};

/** The width given sets the box, and the height follows the proportions: the box is known before paint. */
export const Scaled: Story = {
  args: { name: 'hero', label: 'Um carro, uma moto e um caminhão numa estrada', width: 240 },
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: /carro, uma moto e um caminhão/ });
    await expect(picture).toHaveAttribute('height', '150');
    await expect(picture.getBoundingClientRect().height).toBe(150);
  },
};
