import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Textarea } from './Textarea';

const counterLabel = (n: number, max: number | undefined) => `${n} de ${max} caracteres`;

describe('Textarea', () => {
  it('shows a counter that is part of its description', async () => {
    const screen = await render(<Textarea label="Mensagem" maxLength={200} counterLabel={counterLabel} />);
    const textarea = screen.getByRole('textbox', { name: 'Mensagem' });
    await expect.element(textarea).toHaveAccessibleDescription('0 de 200 caracteres');
    await expect.element(textarea).toHaveAttribute('maxlength', '200');
  });

  it('updates the visible counter on every keystroke', async () => {
    const screen = await render(<Textarea label="Mensagem" maxLength={200} counterLabel={counterLabel} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'Olá!');
    await expect.element(screen.getByText('4 de 200 caracteres', { exact: true }).first()).toBeVisible();
  });

  it('announces the count politely only after typing pauses', async () => {
    const screen = await render(<Textarea label="Mensagem" maxLength={200} counterLabel={counterLabel} announceDelay={300} />);
    const live = page.getByRole('status');
    await expect.element(live).toHaveAttribute('aria-live', 'polite');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'Oi');
    expect(live.element().textContent).toBe('');
    await expect.element(live).toHaveTextContent('2 de 200 caracteres');
  });

  it('with showCounter="near-limit", shows, describes and announces the count only from 90% of maxLength', async () => {
    const screen = await render(<Textarea label="Mensagem" maxLength={20} counterLabel={counterLabel} showCounter="near-limit" announceDelay={300} />);
    const textarea = screen.getByRole('textbox', { name: 'Mensagem' });
    await expect.element(textarea).not.toHaveAttribute('aria-describedby');
    await userEvent.type(textarea, 'Bom dia, Maria');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.container.textContent).not.toContain('caracteres');
    expect(page.getByRole('status').element().textContent).toBe('');
    await userEvent.type(textarea, ' da S');
    await expect.element(textarea).toHaveAccessibleDescription('19 de 20 caracteres');
    await expect.element(page.getByRole('status')).toHaveTextContent('19 de 20 caracteres');
    // Below the threshold again, it goes.
    await userEvent.type(textarea, '{Backspace}{Backspace}{Backspace}');
    await expect.element(textarea).not.toHaveAttribute('aria-describedby');
    expect(screen.container.textContent).not.toContain('caracteres');
  });

  it('counts a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState('Bom dia');
      return <Textarea label="Mensagem" maxLength={50} counterLabel={counterLabel} value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    const screen = await render(<Controlled />);
    await expect.element(screen.getByRole('textbox', { name: 'Mensagem' })).toHaveAccessibleDescription('7 de 50 caracteres');
  });

  it('counts what an uncontrolled textarea already holds when it hydrates (typed before hydration)', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    onTestFinished(() => container.remove());
    const element = <Textarea label="Mensagem" maxLength={200} counterLabel={counterLabel} />;
    container.innerHTML = renderToString(element);
    const textarea = container.querySelector('textarea')!;
    textarea.value = 'Bom dia';
    const root = hydrateRoot(container, element);
    onTestFinished(() => root.unmount());
    await expect.poll(() => document.getElementById(textarea.getAttribute('aria-describedby')!)?.textContent).toBe('7 de 200 caracteres');
    expect(textarea.value).toBe('Bom dia');
  });

  it('says at the field when a long text was cut at maxLength, beside its counter', async () => {
    const cut = (max: number) => `Cortado em ${max} caracteres.`;
    const screen = await render(<Textarea label="Mensagem" maxLength={20} cutLabel={cut} counterLabel={(count, max) => `${count} de ${max}`} />);
    const textarea = screen.getByRole('textbox', { name: 'Mensagem' });
    await userEvent.fill(textarea, 'Uma mensagem bem mais longa do que vinte caracteres.');
    await expect.element(textarea).toHaveValue('Uma mensagem bem mai');
    await expect.element(textarea).toHaveAccessibleDescription('Cortado em 20 caracteres. 20 de 20');
  });
});
