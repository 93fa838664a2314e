import { describe, expect, it } from 'vitest';
import { emailSuggestion } from './email-suggestion';

describe('the request › an e-mail domain typo is offered its mend', () => {
  it.each([
    ['maria@gmail.con', 'maria@gmail.com'],
    ['maria@hotmial.com', 'maria@hotmail.com'],
    ['maria@yahoo.com.bt', 'maria@yahoo.com.br'],
    ['maria@outlok.com', 'maria@outlook.com'],
    ['  maria@gmial.com ', 'maria@gmail.com'],
  ])('%j: "Você quis dizer %s?"', (typed, meant) => {
    expect(emailSuggestion(typed)).toBe(meant);
  });

  it.each(['maria@gmail.com', 'maria@bol.com.br', 'maria@uol.com.br', 'maria@terra.com.br', 'maria@empresa.com.br', 'maria@gmx.com', 'maria@', ''])(
    'suggests nothing for %j',
    (typed) => {
      expect(emailSuggestion(typed)).toBeNull();
    },
  );
});
