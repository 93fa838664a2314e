import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Link } from './Link';

describe('Link', () => {
  it('is a link that opens safely in a new tab', async () => {
    const screen = await render(
      <Link href="mailto:contato@example.com" target="_blank">
        Enviar e-mail
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Enviar e-mail' });
    await expect.element(link).toHaveAttribute('href', 'mailto:contato@example.com');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('styles a child element with asChild', async () => {
    const screen = await render(
      <Link asChild>
        <a href="/sobre">Sobre</a>
      </Link>,
    );
    await expect.element(screen.getByRole('link', { name: 'Sobre' })).toHaveAttribute('href', '/sobre');
  });
});
