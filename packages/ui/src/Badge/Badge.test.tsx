import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its text (not interactive)', async () => {
    const screen = await render(<Badge tone="success">1000+ clientes satisfeitos</Badge>);
    await expect.element(screen.getByText('1000+ clientes satisfeitos')).toBeVisible();
    await expect.element(screen.getByRole('button')).not.toBeInTheDocument();
  });
});
