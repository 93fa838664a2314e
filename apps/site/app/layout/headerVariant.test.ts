import { describe, expect, it } from 'vitest';
import { headerVariantFor } from './headerVariant';

describe('headerVariantFor › which page gets which header', () => {
  it.each([
    ['/', 'main'],
    ['/home', 'main'],
    ['/clientes', 'main'],
    ['/pagina-inexistente', 'main'],
    ['/sobre', 'simple'],
    ['/servicos', 'simple'],
    ['/como-funciona', 'simple'],
    ['/contato', 'simple'],
    ['/contato/', 'simple'],
    ['/financiamento', 'wizard'],
  ] as const)('%s shows the %s header', (path, variant) => {
    expect(headerVariantFor(path)).toBe(variant);
  });
});
