// Projects: desktop only: an unknown path's answer, whatever the screen.
import { expect, test } from '@playwright/test';

test.describe('routing', () => {
  test('an unknown path answers 404 and shows the not-found page, logging the path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto('/pagina-que-nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Ops! Página não encontrada' })).toBeVisible();
    await expect.poll(() => errors.join('\n')).toContain('/pagina-que-nao-existe');
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page).toHaveURL('/');
  });
});
