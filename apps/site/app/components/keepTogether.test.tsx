import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { keepTogether } from './KeepTogether';

/** The paragraph `text` makes. */
async function paragraph(text: string): Promise<HTMLElement> {
  const screen = await render(<p data-testid="text">{keepTogether(text)}</p>);
  return screen.getByTestId('text').element() as HTMLElement;
}

/** The texts kept whole in a paragraph, in order (each in an element that does not wrap). */
function kept(element: HTMLElement): string[] {
  return [...element.querySelectorAll('span')].map((span) => {
    expect(getComputedStyle(span).whiteSpace).toBe('nowrap');
    return span.textContent!;
  });
}

describe('keepTogether: one rule for numbers that must not wrap', () => {
  it.each([
    ['Exemplo Financiamentos Ltda. — CNPJ 12.345.678/0001-95', ['12.345.678/0001-95']],
    ['Avenida Exemplo, 1000 — Centro, Barra do Garças/MT, CEP 78600-000', ['78600-000']],
    ['Ligue (66) 3000-0000 ou 0800 123 4567', ['(66) 3000-0000', '0800 123 4567']],
    ['Você pagaria R$\u00a01.249,44 a mais no total', ['R$\u00a01.249,44']],
    ['R$\u00a011.023,20 (18x de R$\u00a0612,40)', ['R$\u00a011.023,20', 'R$\u00a0612,40']],
    ['Série 25471, obtida em 11/08/2026, CET 17,38% a.a.', ['11/08/2026', '17,38%']],
    ['CNPJ alfanumérico 12.ABC.345/01DE-35', ['12.ABC.345/01DE-35']],
  ])('%s', async (text, whole) => {
    const element = await paragraph(text);
    expect(kept(element)).toEqual(whole);
    // Nothing lost or added: the text reads the same.
    expect(element.textContent).toBe(text);
  });

  it('leaves words alone: a hyphenated word, a plain number, a text without figures', () => {
    expect(keepTogether('Envie seu e-mail')).toBe('Envie seu e-mail');
    expect(keepTogether('Mais de 10 bancos')).toBe('Mais de 10 bancos');
  });
});
