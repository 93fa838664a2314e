import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its text (not interactive)', async () => {
    const screen = await render(<Badge tone="success">1000+ clientes satisfeitos</Badge>);
    await expect.element(screen.getByText('1000+ clientes satisfeitos')).toBeVisible();
    await expect.element(screen.getByRole('button')).not.toBeInTheDocument();
  });

  it('keeps a long label on one line unless asked to wrap it', async () => {
    const label = '1000+ clientes satisfeitos em mais de 10 anos';
    const screen = await render(
      <div style={{ width: 200 }}>
        <Badge>{label}</Badge>
        <Badge wrap="wrap">{label}</Badge>
      </div>,
    );
    const [oneLine, wrapped] = screen.getByText(label).all().map((badge) => badge.element().getBoundingClientRect());
    expect(oneLine!.width).toBeGreaterThan(200);
    expect(wrapped!.width).toBeLessThanOrEqual(200);
    expect(wrapped!.height).toBeGreaterThan(oneLine!.height);
  });
});
