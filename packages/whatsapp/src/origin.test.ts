import { broker, origins, productIds, wizardOrigins, type HandoffOrigin } from '@repo/content';
import { describe, expect, it } from 'vitest';
import { greetingLink, handoffLink } from './link';
import { contactMessage } from './messages';
import { requestMessage } from './request-message';
import { originLine, withOrigin } from './origin';
import { emptyRequestDraft, toCreditRequest } from './request';

/** The text of a wa.me link, decoded (never URLSearchParams: `+` is not a space). */
const linkText = (url: string) => decodeURIComponent(url.split('?text=')[1] ?? '');

/**
 * What a message must never say: the visitor sends it, so the broker's warning against payments in
 * advance is shown on screen, not put in the visitor's mouth (issue 48).
 */
const brokersWarning = /pagamento antecipado/;

/** The origin line of a message: its last. */
const originOf = (text: string) => text.split('\n').at(-1);

describe('the origin line of every prefilled text', () => {
  it.each([
    [{ origin: 'cabecalho' }, 'Origem: cabeçalho do site'],
    [{ origin: 'inicio-topo' }, 'Origem: topo da página inicial'],
    [{ origin: 'inicio-veiculos' }, 'Origem: atendimento especializado da página inicial'],
    [{ origin: 'home-chamada' }, 'Origem: convite final da página /home'],
    [{ origin: 'sobre-chamada' }, 'Origem: convite final da página Sobre'],
    [{ origin: 'servicos-orcamento', product: 'financiamento' }, 'Origem: orçamento da página Serviços · Financiamento'],
    [{ origin: 'servicos-orcamento', product: 'refinanciamento' }, 'Origem: orçamento da página Serviços · Refinanciamento'],
    [{ origin: 'servicos-orcamento', product: 'emprestimo-com-garantia' }, 'Origem: orçamento da página Serviços · Empréstimo com garantia'],
    [{ origin: 'servicos-chamada' }, 'Origem: convite final da página Serviços'],
    [{ origin: 'como-funciona' }, 'Origem: Iniciar Processo da página Como Funciona'],
    [{ origin: 'contato-canais' }, 'Origem: canais da página Contato'],
    [{ origin: 'sem-javascript' }, 'Origem: aviso de formulário sem JavaScript'],
    [{ origin: 'conferencia-proposta' }, 'Origem: conferência de proposta'],
  ] satisfies [HandoffOrigin, string][])('%o ends its link with "%s"', (origin, line) => {
    expect(originLine(origin)).toBe(line);
    const text = linkText(handoffLink('Olá!', origin));
    expect(text).toBe(`Olá!\n\n${line}`);
  });

  it('the greeting buttons: the greeting, a blank line and the origin, to the broker\'s number', () => {
    expect(greetingLink({ origin: 'cabecalho' })).toBe(
      `https://wa.me/${broker.whatsapp.international}?text=` +
        encodeURIComponent(`Olá! Gostaria de saber mais sobre as opções de crédito para veículos.\n\nOrigem: cabeçalho do site`),
    );
  });

  it('the contact form\'s message ends with "Origem: formulário de contato"', () => {
    const text = contactMessage({ name: 'Ana', email: 'ana@exemplo.com', phone: '', subject: 'Oi', message: 'Olá' });
    expect(text.endsWith(`\nMensagem: Olá\n\nOrigem: formulário de contato`)).toBe(true);
  });

  it.each([
    ['assistente', 'financiamento', 'Origem: assistente de financiamento · Financiamento'],
    ['assistente', 'emprestimo-com-garantia', 'Origem: assistente de financiamento · Empréstimo com garantia'],
    ['inicio-simulador', 'emprestimo-com-garantia', 'Origem: simulador da página inicial · Empréstimo com garantia'],
    ['inicio-simulador', 'refinanciamento', 'Origem: simulador da página inicial · Refinanciamento'],
    ['inicio-solucoes', 'financiamento', 'Origem: soluções da página inicial · Financiamento'],
    ['inicio-solucoes', 'refinanciamento', 'Origem: soluções da página inicial · Refinanciamento'],
  ] as const)('the wizard reached from %s on %s ends with "%s"', (origin, product, line) => {
    const text = requestMessage(toCreditRequest({ ...emptyRequestDraft, product }), origin);
    expect(originOf(text)).toBe(line);
    expect(text).not.toMatch(brokersWarning);
    expect(text.split('\n').at(-2)).toBe('');
  });

  it('the wizard reached directly is the wizard\'s own origin', () => {
    expect(originOf(requestMessage(toCreditRequest(emptyRequestDraft)))).toBe('Origem: assistente de financiamento · Financiamento');
  });

  it('covers every origin the wizard may carry, each a label of the one table', () => {
    expect(wizardOrigins.map((origin) => origins[origin])).toEqual(['assistente de financiamento', 'simulador da página inicial', 'soluções da página inicial']);
    for (const product of productIds) {
      for (const origin of wizardOrigins) expect(originLine({ origin, product })).toMatch(/^Origem: [^\n]+ · [^\n]+$/);
    }
  });

  it('appends, and only appends: the text before it is kept whole', () => {
    expect(withOrigin('a\n\nb', { origin: 'rodape' })).toBe(`a\n\nb\n\nOrigem: rodapé do site`);
  });
});
