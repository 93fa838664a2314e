import { describe, expect, it } from 'vitest';
import { processTime } from './process-times';

describe('a process time reads naturally whatever the broker’s figures', () => {
  it('as a range when its two ends differ', () => {
    expect(processTime({ min: 24, max: 48 }, 'hours')).toMatchObject({ label: '24 a 48 horas', span: 'de 24 a 48 horas', within: 'de 24 a 48 horas' });
    expect(`Liberação ${processTime({ min: 24, max: 48 }, 'hours').within} após a aprovação`).toBe('Liberação de 24 a 48 horas após a aprovação');
  });

  it('as one limit when they are the same: “em até 48 horas”, never “em até 48 a 48 horas”', () => {
    expect(processTime({ min: 48, max: 48 }, 'hours')).toMatchObject({ label: '48 horas', span: 'até 48 horas', within: 'em até 48 horas' });
    expect(processTime({ min: 3, max: 3 }, 'businessDays').within).toBe('em até 3 dias úteis');
  });
});
