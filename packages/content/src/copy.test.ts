import { describe, expect, it } from 'vitest';
import * as content from './index';

/** Every string reachable from the package's exports, with its path. */
function allStrings(value: unknown, path: string, out: Array<[string, string]> = []): Array<[string, string]> {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((item, index) => allStrings(item, `${path}[${index}]`, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) allStrings(child, `${path}.${key}`, out);
  }
  return out;
}

const strings = allStrings(content, 'content');

describe('copy › every string of the package', () => {
  it('walks a real amount of copy (guards the walker itself)', () => {
    expect(strings.length).toBeGreaterThan(200);
    expect(strings.map(([, text]) => text)).toContain('Entendi');
  });

  it('never advertises credit "sem consulta" or without analysis (CDC art. 54-C, II)', () => {
    const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    expect(strings.filter(([, text]) => /sem (consulta|analise)|spc|serasa/.test(withoutAccents(text)))).toEqual([]);
  });

  it('has no leaked template value (undefined, NaN, [object …], ${…})', () => {
    expect(strings.filter(([, text]) => /undefined|NaN|\[object|\$\{/.test(text))).toEqual([]);
  });

  // The bare `display` of a rate is a building block; every sentence that shows a rate carries
  // the disclaimer with it. The market's average (`marketRate`) is the Banco Central's figure, not
  // an offer of credit: it carries no disclaimer.
  it('shows every rate together with "mediante análise de crédito"', () => {
    const withRate = strings.filter(
      ([path, text]) => /% a\.m\./.test(text) && !/^content\.((rates\.[\w-]+|headlineRate)\.display|marketRate\.\w+)$/.test(path),
    );
    expect(withRate.length).toBeGreaterThanOrEqual(5);
    expect(withRate.filter(([, text]) => !text.includes(content.creditAnalysisDisclaimer))).toEqual([]);
  });

  it('never writes "Taxa(s) …, sujeito a" (agreement error): the disclaimer reads "mediante análise de crédito"', () => {
    expect(strings.filter(([, text]) => /sujeit[oa] a análise/.test(text))).toEqual([]);
  });

  it('never promises acceptance ("aceitamos negativados") (CDC art. 54-C)', () => {
    expect(strings.filter(([, text]) => /aceitamos|aprovação garantida|crédito garantido/i.test(text))).toEqual([]);
  });

  // A link preview has no card to put the example beside: the description carries it or no rate.
  it.each([...Object.entries(content.pageMeta), ['404', content.notFoundMeta] as const])(
    'the description of %s shows a rate only with a CET figure',
    (_route, meta) => {
      if (/% a\.m\./.test(meta.description)) expect(meta.description).toMatch(/CET (de )?\d{1,3},\d{2}% a\.a\./);
    },
  );

  it('the landing page\'s description carries the financing rate with its worked example', () => {
    expect(content.pageMeta['/'].description).toContain(content.rates.financiamento.claim);
    expect(content.pageMeta['/'].description).toContain(content.rates.financiamento.exampleLine);
  });
});

describe('copy › one fact in one place', () => {
  it.each([
    ['fraud warning', content.fraudWarning.paragraphs.join(' ')],
    ['contact channels', content.contactPage.channels.map((channel) => channel.value).join(' ')],
  ])('the %s shows the broker\'s official WhatsApp number', (_where, text) => {
    expect(text).toContain(content.broker.whatsapp.display);
  });

  it('prints no phone number that is not one of the broker\'s', () => {
    const known = new Set<string>(Object.values(content.broker.phones).map((phone) => phone.display));
    const printed = strings
      .flatMap(([, text]) => text.match(/\(\d{2}\) \d{4,5}-\d{4}/g) ?? [])
      .filter((phone) => !Object.values<string>(content.documentPatterns).includes(phone)); // the placeholders' patterns
    expect(printed.length).toBeGreaterThan(0);
    for (const phone of printed) expect(known).toContain(phone);
  });
});
