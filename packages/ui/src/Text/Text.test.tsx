import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Text } from './Text';

describe('Text', () => {
  it('renders a paragraph by default and another element with as', async () => {
    const screen = await render(
      <>
        <Text>Parágrafo</Text>
        <Text as="strong">Forte</Text>
      </>,
    );
    await expect.element(screen.getByRole('paragraph')).toHaveTextContent('Parágrafo');
    await expect.element(screen.getByRole('strong')).toHaveTextContent('Forte');
  });
});
