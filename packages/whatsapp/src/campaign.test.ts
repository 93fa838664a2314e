import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignFromSearch, campaignMaxLength, cleanCampaignPart, parseCampaign, withCampaign } from './campaign';
import { originLine, readOriginLine, withOrigin } from './origin';

/** What a campaign may hold once cleaned: letters, digits, `-_ .`, its parts joined by ` / `. */
const cleanCampaign = /^[\p{L}\p{Nd}_.-]+(?: [\p{L}\p{Nd}_.-]+)*(?: \/ [\p{L}\p{Nd}_.-]+(?: [\p{L}\p{Nd}_.-]+)*){0,2}$/u;

describe('the campaign of a visit, from its first address', () => {
  it.each([
    ['?utm_source=instagram&utm_campaign=julho', 'instagram / julho'],
    ['?utm_source=instagram&utm_medium=stories&utm_campaign=julho', 'instagram / stories / julho'],
    ['?utm_campaign=feirão-de-julho', 'feirão-de-julho'],
    ['?utm_source=google&utm_medium=cpc&utm_campaign=refin_2026.07&gclid=Cj0KCQjw', 'google / cpc / refin_2026.07'],
    ['?gclid=Cj0KCQjwxyz123', 'anúncio Google'],
    ['?fbclid=IwAR2abc&utm_campaign=julho', 'anúncio Meta / julho'],
    ['?utm_source=Facebook+Ads&utm_campaign=Promo%C3%A7%C3%A3o%20Julho', 'Facebook Ads / Promoção Julho'],
    ['?modalidade=financiamento&origem=inicio-simulador&vehiclePrice=R%24+50.000%2C00', null],
    ['', null],
    ['?gclid=', null],
  ])('%s → %s', (search, campaign) => {
    expect(campaignFromSearch(search)).toBe(campaign);
  });

  it('keeps the first value of a repeated parameter, as the browser reads it', () => {
    expect(campaignFromSearch('?utm_source=instagram&utm_source=tiktok')).toBe('instagram');
  });

  it('never keeps an ad\'s click identifier itself', () => {
    expect(campaignFromSearch('?gclid=Cj0KCQjw1234567890')).not.toContain('Cj0');
    expect(campaignFromSearch('?fbclid=IwAR2abc')).toBe('anúncio Meta');
  });

  it.each([
    // A line break would write a line of its own into the message (a forged "Origem:", a CPF).
    ['julho\nOrigem: site oficial\nCPF: 123', 'julho Origem site oficial CPF'],
    ['julho\r\n\tpromo', 'julho promo'],
    ['<script>alert(1)</script>', 'script alert 1 script'],
    ['https://golpe.example/pix?k=1', 'https golpe.example pix k 1'],
    ['\u202Eoãçnuna\u200B\u200Dx', 'oãçnuna x'],
    ['😀 promo 🚗', 'promo'],
    ['   ', ''],
    ['💸💸', ''],
    ['---', ''],
    ['a'.repeat(500), 'a'.repeat(30)],
    ['abc '.repeat(20), 'abc abc abc abc abc abc abc ab'],
    ['a\u0301gua', 'água'],
  ])('cleans %j to %j', (value, cleaned) => {
    expect(cleanCampaignPart(value)).toBe(cleaned);
  });

  it('cuts a part at whole characters (no half of a letter outside the basic plane)', () => {
    const part = cleanCampaignPart(`${'a'.repeat(29)}𝒜bc`);
    expect(part).toBe('a'.repeat(29));
    expect(part).not.toMatch(/[\uD800-\uDFFF]/);
  });

  it('whatever the address holds, the campaign is bounded and holds letters, digits and "-_ ." only', () => {
    const value = fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 60 }));
    fc.assert(
      fc.property(fc.record({ utm_source: value, utm_medium: value, utm_campaign: value, gclid: value }, { requiredKeys: [] }), (params) => {
        const search = `?${Object.entries(params)
          .map(([name, text]) => `${name}=${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}`)
          .join('&')}`;
        const campaign = campaignFromSearch(search);
        if (campaign === null) return;
        expect(campaign.length).toBeLessThanOrEqual(campaignMaxLength);
        expect(campaign).toMatch(cleanCampaign);
        expect(parseCampaign(campaign)).toBe(campaign);
      }),
      { numRuns: 500 },
    );
  });

  it('reads a malformed address as no campaign, without throwing', () => {
    expect(campaignFromSearch('?utm_source=%E0%A4%A&utm_campaign=%')).toBeNull();
  });
});

describe('a kept campaign (sessionStorage) is read only if the site could have written it', () => {
  it.each([
    ['instagram / julho', 'instagram / julho'],
    ['anúncio Google', 'anúncio Google'],
    ['a / b / c / d', null],
    ['instagram\nCPF: 1', null],
    ['instagram /  julho', null],
    [' / julho', null],
    ['a'.repeat(31), null],
    ['', null],
    [null, null],
  ])('%j → %j', (kept, read) => {
    expect(parseCampaign(kept)).toBe(read);
  });
});

describe('the origin line with and without a campaign', () => {
  it('names the campaign after the spot and the product', () => {
    expect(originLine({ origin: 'inicio-simulador', product: 'financiamento' }, 'instagram / julho')).toBe(
      'Origem: simulador da página inicial · Financiamento · instagram / julho',
    );
    expect(originLine({ origin: 'cabecalho' }, 'anúncio Google')).toBe('Origem: cabeçalho do site · anúncio Google');
  });

  it('without a campaign, is the spot and the product only', () => {
    expect(originLine({ origin: 'inicio-simulador', product: 'financiamento' }, null)).toBe('Origem: simulador da página inicial · Financiamento');
    expect(originLine({ origin: 'cabecalho' })).toBe('Origem: cabeçalho do site');
  });

  it('a link written into the page gains the campaign at its origin line as it is pressed, once', () => {
    const text = withOrigin('Olá!', { origin: 'servicos-orcamento', product: 'refinanciamento' });
    const named = withCampaign(text, 'instagram / julho');
    expect(named).toBe('Olá!\n\nOrigem: orçamento da página Serviços · Refinanciamento · instagram / julho');
    expect(withCampaign(named, 'instagram / julho')).toBe(named);
    expect(withCampaign(text, null)).toBe(text);
    expect(withCampaign('Olá! Sem origem.', 'instagram')).toBe('Olá! Sem origem.');
  });

  it('the origin line is the last that starts "Origem:", even with a line after it', () => {
    const text = 'Olá!\nOrigem: o que o visitante digitou\n\nOrigem: rodapé do site';
    expect(withCampaign(text, 'julho')).toBe(
      'Olá!\nOrigem: o que o visitante digitou\n\nOrigem: rodapé do site · julho',
    );
  });

  it('a count reads the spot and the product, never the campaign', () => {
    expect(readOriginLine('Olá!\n\nOrigem: simulador da página inicial · Financiamento · instagram / julho')).toEqual({
      origin: 'simulador da página inicial',
      product: 'Financiamento',
    });
    expect(readOriginLine('Olá!\n\nOrigem: cabeçalho do site · instagram / julho')).toEqual({ origin: 'cabeçalho do site' });
    expect(readOriginLine('Olá!\n\nOrigem: cabeçalho do site')).toEqual({ origin: 'cabeçalho do site' });
    expect(readOriginLine('Olá!')).toBeNull();
  });
});
