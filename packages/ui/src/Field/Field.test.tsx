import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Field } from './Field';

describe('Field', () => {
  it('labels its control and ties hint and error with aria-describedby', async () => {
    const screen = await render(
      <Field label="Nome" hint="Como no documento" error="Informe o nome" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Nome' });
    await expect.element(input).toHaveAccessibleDescription('Como no documento Informe o nome');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toBeRequired();
  });

  it('leaves the control valid and undescribed without hint or error', async () => {
    const screen = await render(<Field label="Nome">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Nome' });
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expect.element(input).not.toHaveAttribute('aria-describedby');
    await expect.element(input).not.toBeRequired();
  });
});
