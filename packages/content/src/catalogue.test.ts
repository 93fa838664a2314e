import { describe, expect, it } from 'vitest';
import {
  brokerProfile,
  galleryBadgeOf,
  centralBankPhone,
  channelsPage,
  officialEmailDomains,
  officialPhones,
  siteHost,
  broker,
  carousel,
  companyRegistrationLines,
  contactFormLabels,
  copyrightLine,
  correspondentNotice,
  documentFreshness,
  faq,
  footerNavLinks,
  fraudWarning,
  galleryCopy,
  galleryItems,
  homePage,
  iof,
  landingPartnerBanks,
  headerLabels,
  headerNavigation,
  mainNavLinks,
  noAdvanceFeeNotice,
  notFoundMeta,
  offerCheckPrivacySummary,
  offerPageCopy,
  pageMeta,
  partnerInstitutions,
  partnerInstitutionsLine,
  personalFieldCopy,
  personalFieldLabel,
  personTypeOption,
  personTypes,
  privacyNotice,
  processSteps,
  processTimes,
  requiredDocuments,
  services,
  simpleNavLinks,
  simulationDisclaimer,
  simulatorCopy,
  solutionCards,
  vehicleKinds,
  wizardActions,
  wizardCopy,
  wizardFieldLabels,
  wizardNavLinks,
  wizardPartnerBanks,
  wizardSteps,
} from './index';

describe('services', () => {
  it.each([
    ['financiamento', 'Financiamento de Veículos', ['Taxa a partir de 1,2% a.m., mediante análise de crédito', 'Até 60 meses para pagar', 'Aprovação em até 24 horas', 'Sem taxa de adesão', 'Análise em múltiplos bancos']],
    ['refinanciamento', 'Refinanciamento', ['Parcela até 40% menor, mediante análise de crédito', 'Processo 100% digital', 'Quitação automática do financiamento atual']],
    ['emprestimo-com-garantia', 'Empréstimo com Garantia', ['De R$\u00a05.000 a R$\u00a0500.000', 'Taxa a partir de 1,49% a.m., mediante análise de crédito', 'Liberação em até 48 horas após a aprovação', 'Continue usando o seu veículo', 'Nome com restrição também pode solicitar: toda proposta passa por análise de crédito']],
  ])('%s is titled %j with its feature list', (id, title, features) => {
    expect(services.find((service) => service.id === id)).toMatchObject({ title, features });
  });

  // Issue #12: every card still leads to /financiamento, now opened on its own product; and says
  // it is the card (issue #28: the wizard's message and counts name where the visitor came from).
  it.each([
    ['Financiamento', 'Financie já', '/financiamento?modalidade=financiamento&origem=inicio-solucoes'],
    ['Empréstimo', 'Simule já', '/financiamento?modalidade=emprestimo-com-garantia&origem=inicio-solucoes'],
    ['Refinanciamento', 'Refinancie já', '/financiamento?modalidade=refinanciamento&origem=inicio-solucoes'],
  ])('the landing card %j has the button %j and leads to %s', (title, buttonLabel, href) => {
    expect(solutionCards.find((card) => card.title === title)).toMatchObject({ buttonLabel, href });
  });

  it.each([
    ['carro', 'Carros', 'Carro', ['Populares', 'Sedãs', 'SUVs', 'Hatches', 'Picapes']],
    ['moto', 'Motos', 'Moto', ['Scooters', 'Street', 'Esportivas', 'Adventure', 'Custom']],
    ['caminhao', 'Caminhões', 'Caminhão', ['3/4', 'Toco e truck', 'Bitruck', 'Carretas', 'Implementos rodoviários']],
  ])('vehicle kind %s is %j / %j with five subtypes', (id, label, singular, subtypes) => {
    expect(vehicleKinds.find((kind) => kind.id === id)).toMatchObject({ label, singular, subtypes });
  });
});

describe('banks', () => {
  it('lists the landing page\'s ten banks in order', () => {
    expect(landingPartnerBanks.map((bank) => bank.shortName)).toEqual([
      'Banco do Brasil', 'Bradesco', 'Itaú', 'Santander', 'Caixa', 'Safra', 'BV', 'Pan', 'BMG', 'Daycoval',
    ]);
  });

  it('lists the wizard panel\'s six banks in order', () => {
    expect(wizardPartnerBanks.map((bank) => bank.id)).toEqual(['pan', 'bradesco', 'porto-seguro', 'itau', 'santander', 'bmg']);
    expect(wizardPartnerBanks[0]?.name).toBe('Banco Pan');
  });

  it('keeps one list of the eleven institutions the broker serves, each once', () => {
    expect(partnerInstitutions).toHaveLength(11);
    expect(new Set(partnerInstitutions.map((bank) => bank.id)).size).toBe(11);
  });

  it.each([
    ['landing page', landingPartnerBanks],
    ['wizard side panel', wizardPartnerBanks],
  ])('the %s shows a subset of that list (the same objects)', (_where, subset) => {
    for (const bank of subset) expect(partnerInstitutions).toContain(bank);
  });

  it.each([
    ['footer line', partnerInstitutionsLine],
    ['simulator notice (CDC art. 54-B)', simulatorCopy.institutionsNotice],
    ['privacy notice', privacyNotice.sections.map((section) => section.text).join(' ')],
  ])('the %s names every institution of the list', (_where, text) => {
    for (const bank of partnerInstitutions) expect(text).toContain(bank.name);
  });
});

describe('process', () => {
  it('has the five steps in order', () => {
    expect(processSteps.map((step) => step.title)).toEqual(['Solicitação', 'Análise', 'Aprovação', 'Documentação', 'Liberação']);
    expect(processSteps.map((step) => step.number)).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    ['credit analysis', processTimes.creditAnalysis, 2, 24, '2 a 24 horas'],
    ['final approval', processTimes.finalApproval, 1, 3, '1 a 3 dias úteis'],
    ['release', processTimes.release, 2, 5, '2 a 5 dias úteis'],
    ['secured-loan release', processTimes.securedLoanRelease, 48, 48, '48 horas'],
  ])('%s takes %s to %s, shown as %j', (_stage, time, min, max, label) => {
    expect(time).toMatchObject({ min, max, label });
  });

  it.each([
    [documentFreshness.residenceProofMaxDays, 90],
    [documentFreshness.incomeProofMonths, 3],
    [documentFreshness.bankStatementMonths, 3],
    [documentFreshness.companyStatementMonths, 6],
    [documentFreshness.companyRevenueMonths, 12],
  ])('document freshness %s is %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['fisica', 'Pessoa Física', ['Comprovante de residência emitido há no máximo 90 dias', 'Comprovante de renda dos últimos 3 meses', 'Extratos bancários dos últimos 3 meses']],
    ['juridica', 'Pessoa Jurídica', ['Extratos bancários da empresa dos últimos 6 meses', 'Faturamento dos últimos 12 meses']],
  ] as const)('the %s document list (%s) states the freshness rules', (type, title, items) => {
    expect(requiredDocuments[type].title).toBe(title);
    expect(requiredDocuments[type].items).toEqual(expect.arrayContaining([...items]));
  });

  it('has four FAQ entries, one stating R$ 20.000 and a 20% down payment', () => {
    expect(faq).toHaveLength(4);
    expect(faq.filter((entry) => entry.answer.includes('R$\u00a020.000') && entry.answer.includes('20%'))).toHaveLength(1);
  });
});

describe('wizard', () => {
  it('has the four steps in order', () => {
    expect(wizardSteps.map((step) => step.title)).toEqual(['Dados pessoais', 'Dados do veículo', 'Para concluir', 'Resultado']);
  });

  it.each([
    ['fisica', 'Pessoa Física', 'CPF', 'Nome completo'],
    ['juridica', 'Pessoa Jurídica', 'CNPJ', 'Razão social'],
  ] as const)('person type %s is %j with %s and %j', (id, label, documentLabel, nameLabel) => {
    expect(personTypeOption(id).label).toBe(label);
    expect(personalFieldLabel(personalFieldCopy[id === 'fisica' ? 'cpf' : 'cnpj'], id)).toBe(documentLabel);
    expect(personalFieldLabel(personalFieldCopy.fullName, id)).toBe(nameLabel);
  });

  it('defaults to Pessoa Física', () => {
    expect(personTypes[0].id).toBe('fisica');
  });

  it.each([
    [personalFieldCopy.email.label, 'E-mail'],
    [personalFieldCopy.phone.label, 'Telefone'],
    [wizardFieldLabels.vehicleType, 'Tipo de veículo'],
    [wizardFieldLabels.vehicleValue, 'Valor do veículo'],
    [wizardFieldLabels.vehicleYear, 'Ano do veículo'],
    [wizardFieldLabels.downPayment, 'Valor de entrada'],
    [wizardFieldLabels.installments, 'Número de parcelas'],
    [wizardActions.next, 'Continuar'],
    [wizardActions.back, 'Voltar'],
    [wizardActions.finish, 'Finalizar Solicitação'],
    [wizardActions.home, 'Voltar ao início'],
    [wizardCopy.notInformed, 'Não informado'],
    [wizardCopy.requestedAmountLabel, 'Valor solicitado (veículo menos entrada)'],
    [wizardCopy.financedAmountLabel, 'Valor financiado (com IOF)'],
    [wizardCopy.resultBlockedTitle, 'Falta enviar a solicitação pelo WhatsApp'],
  ])('label %j is %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('labels the contact form Nome, E-mail, Telefone, Assunto, Mensagem', () => {
    expect(Object.values(contactFormLabels)).toEqual(['Nome', 'E-mail', 'Telefone', 'Assunto', 'Mensagem']);
  });
});

describe('gallery', () => {
  it.each([
    [carousel.intervalMs, 3000],
    [carousel.photoCount, 10],
    [carousel.visible.wide, 3],
    [carousel.visible.tablet, 2],
    [carousel.visible.base, 1],
    [carousel.failedImageOpacity, 0.3],
    [fraudWarning.delayMs, 3000],
    [galleryItems.length, 10],
  ])('constant %s is %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('serves photos cliente-01 … cliente-10 from /uploads/clientes with Portuguese alt text', () => {
    expect(galleryItems[0]?.image).toBe('/uploads/clientes/cliente-01.webp');
    expect(galleryItems[9]?.image).toBe('/uploads/clientes/cliente-10.webp');
    expect(new Set(galleryItems.map((item) => item.id)).size).toBe(10);
    // The example broker's clients are drawn at build: said so to whoever cannot see them.
    for (const item of galleryItems) expect(item.alt).toMatch(/^Ilustração: retrato desenhado de um cliente fictício da .+ \(\d+ de 10\)$/);
    expect(galleryItems.every((item) => item.illustration)).toBe(true);
  });

  it.each([
    [galleryCopy.cardBanner, 'PARABÉNS'],
    [galleryCopy.cardCaption, '+1 CLIENTE SATISFEITO'],
    [galleryCopy.badge, 'MAIS DE 1.000 CLIENTES SATISFEITOS EM MAIS DE 10 ANOS'],
  ])('card text %j is %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('names a dot by the 1-based position its slide is named by', () => {
    // The default broker's pictures are all drawings: the controls call them so, never "foto".
    expect(galleryCopy.controls.goTo(3)).toBe('Ir para a ilustração 3');
    expect(galleryCopy.controls.slideLabel(3, 10)).toBe('Ilustração 3 de 10');
    expect([galleryCopy.controls.previous, galleryCopy.controls.next]).toEqual(['Ilustração anterior', 'Próxima ilustração']);
  });

  // The badge says "N+" and "mais de N" only for a figure above N: a minimum (`numeros.maisDe`) or a rounded count.
  it.each([
    [{ satisfiedClients: 650, yearsInMarket: 6, lowerBounds: [] }, '650 CLIENTES SATISFEITOS EM 6 ANOS'],
    [{ satisfiedClients: 1000, yearsInMarket: 10, lowerBounds: ['satisfiedClients', 'yearsInMarket'] }, 'MAIS DE 1.000 CLIENTES SATISFEITOS EM MAIS DE 10 ANOS'],
    [{ satisfiedClients: 1000, yearsInMarket: 10, lowerBounds: [] }, '1.000 CLIENTES SATISFEITOS EM 10 ANOS'],
    [{ satisfiedClients: 1234, yearsInMarket: 1, lowerBounds: [] }, 'MAIS DE 1.200 CLIENTES SATISFEITOS EM 1 ANO'],
    [{ satisfiedClients: 1, yearsInMarket: 2, lowerBounds: [] }, '1 CLIENTE SATISFEITO EM 2 ANOS'],
  ] as const)('the badge of %j reads %j', (figures, expected) => {
    const claims = { ...brokerProfile.claims, ...figures, lowerBounds: [...figures.lowerBounds] };
    expect(galleryBadgeOf({ claims })).toBe(expected);
  });
});

describe('legal', () => {
  it.each([
    [correspondentNotice, 'Atuamos como correspondente bancário das instituições parceiras, nos termos da Resolução CMN nº 4.935/2021'],
    [noAdvanceFeeNotice, 'Não cobramos nenhum valor antecipado'],
    // The year the site is built (this year outside the site's builds), never a year typed in the broker's file.
    [copyrightLine, `© ${new Date().getFullYear()} Exemplo Financiamentos. Todos os direitos reservados.`],
    [simulationDisclaimer(0.012), 'Simulação ilustrativa, taxa a partir de 1,2% a.m., mediante análise de crédito.'],
    [simulationDisclaimer(0.0199, 0.2905), 'Simulação ilustrativa, taxa a partir de 1,99% a.m., mediante análise de crédito. CET de 29,05% a.a.'],
  ])('reads %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('prints one CNPJ line per store', () => {
    expect(companyRegistrationLines).toEqual(broker.stores.map((store) => expect.stringContaining(store.cnpj)));
  });

  it('pins IOF: 0,38% once plus 0,0082% a day for at most 365 days', () => {
    expect(iof).toEqual({ fixedRate: 0.0038, dailyRate: 0.000082, maxDays: 365 });
  });

  describe('privacy notice (LGPD art. 9)', () => {
    const full = privacyNotice.sections.map((section) => `${section.title} ${section.text}`).join(' ');

    it('says, in full, the controller and how to reach them', () => {
      expect(full).toContain(broker.name);
      expect(full).toContain('controladora');
      expect(full).toContain(broker.emails.contact);
      expect(full).toContain(broker.phones.main.display);
    });

    it('says what the data is for, what is stored where and for how long', () => {
      expect(full).toContain('Para que usamos');
      expect(full).toContain('não enviam nada a um servidor nosso');
      expect(full).toMatch(/rascunho .* fica guardado só neste navegador/);
      expect(full).toContain('apagado quando você fecha a aba');
      expect(full).not.toContain('envia a solicitação.');
      expect(full).toContain('O formulário de contato e a conferência de proposta não guardam nada');
    });

    it('says at the offer check that nothing leaves the browser before "Quero uma proposta melhor" (issue 51)', () => {
      expect(offerCheckPrivacySummary).toContain('nada do que você digita sai dele antes de você tocar em "Quero uma proposta melhor"');
      expect(offerCheckPrivacySummary).toContain(offerPageCopy.betterOffer.label);
    });

    it('says what is kept of the ad that brought the visit, where, and that it goes only in the message', () => {
      expect(full).toMatch(/nome da campanha .* fica só nesta aba/);
      expect(full).toContain('nunca o código do anúncio');
      expect(full).toContain('linha "Origem" da sua mensagem');
      expect(full).toContain('Sem cookie');
      expect(full).toContain('ela só segue na sua mensagem');
    });

    it('names who receives it: WhatsApp (Meta), then the partner institutions', () => {
      expect(full).toMatch(/WhatsApp, serviço da Meta/);
      expect(full).toContain('instituições financeiras parceiras');
    });

    it('lists the art. 18 rights and how to exercise them', () => {
      expect(full).toContain('art. 18');
      for (const right of ['acesso', 'correção', 'anonimização', 'eliminação', 'portabilidade', 'revogar o consentimento']) {
        expect(full).toContain(right);
      }
    });

    it('never claims the site stores nothing: the wizard keeps a draft in this browser', () => {
      expect(full).not.toMatch(/não armazena/);
      expect(privacyNotice.summary.wizard).toContain('rascunho fica apenas neste navegador');
      expect(privacyNotice.summary.wizard).toContain('apagado quando você fecha a aba');
      for (const summary of Object.values(privacyNotice.summary)) {
        expect(summary).toContain('WhatsApp');
        expect(summary).toContain('nada chega a um servidor nosso');
      }
    });
  });

  it('warns against fraud naming the official WhatsApp and the no-advance-fee rule', () => {
    expect(fraudWarning.title).toBe('Alerta: Proteja-se contra sites falsos!');
    expect(fraudWarning.confirmLabel).toBe('Entendi');
    const text = fraudWarning.paragraphs.join(' ');
    expect(text).toContain(`WhatsApp oficial é ${broker.whatsapp.display}`);
    expect(text).toContain('não tem nenhum vínculo');
    expect(text).toContain('Nunca pedimos pagamento antecipado');
    expect(text).toContain(`telefone ${broker.phones.main.display}`);
  });
});

describe('pages and navigation', () => {
  it.each([...Object.entries(pageMeta), ['404', notFoundMeta] as const])(
    'route %s has a title and a Portuguese description of at least 50 characters',
    (_route, meta) => {
      expect(meta.title).toContain(broker.name);
      expect(meta.description.length).toBeGreaterThanOrEqual(50);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    },
  );

  it('covers every route of SPEC §2, the official channels (issue 37) and the offer check (issue 51)', () => {
    // A page added later needs only its own entry (apps/site/postbuild/routes.test.ts pairs it with its route).
    expect(Object.keys(pageMeta)).toEqual(
      expect.arrayContaining(['/', '/canais-oficiais', '/clientes', '/como-funciona', '/confira-sua-proposta', '/contato', '/financiamento', '/home', '/servicos', '/sobre']),
    );
  });

  it('has the four /home highlights: mais de 10 anos, confiança, agilidade (24 h), taxas (1,2% a.m.)', () => {
    expect(homePage.highlights.map((highlight) => highlight.title)).toEqual(['Mais de 10 anos', 'Confiança', 'Agilidade', 'Taxas competitivas']);
    expect(homePage.highlights[2].description).toContain('24 horas');
    expect(homePage.highlights[3].description).toContain('1,2% a.m.');
  });

  it.each([
    ['main header', mainNavLinks, ['/', '/sobre', '/servicos', '/como-funciona', '/clientes', '/contato']],
    ['simple header', simpleNavLinks, ['/', '/sobre', '/servicos', '/como-funciona', '/contato']],
    ['wizard header', wizardNavLinks, ['/', '/servicos', '/contato']],
    ['footer', footerNavLinks, ['/sobre', '/servicos', '/como-funciona', '/clientes', '/contato', '/financiamento', '/confira-sua-proposta', '/canais-oficiais']],
  ])('the %s links to %j', (_header, links, hrefs) => {
    expect(links.map((link) => link.href)).toEqual(hrefs);
  });

  it.each(Object.entries(headerNavigation))('the %s header names each page once, Início first', (_header, { links, button }) => {
    const labels = [...links, ...(button ? [button] : [])].map((link) => link.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels[0]).toBe('Início');
  });

  // The two tools are the footer's (and their own ways in: the forms' notices, the products' cards).
  it('the main header reaches every page of the footer but the official channels and the offer check, the wizard by its button', () => {
    const reached: readonly string[] = [...headerNavigation.main.links, headerNavigation.main.button].map((link) => link.href);
    expect(footerNavLinks.filter((link) => !reached.includes(link.href)).map((link) => link.href)).toEqual(['/confira-sua-proposta', '/canais-oficiais']);
    expect(headerLabels.financing).toBe(headerNavigation.main.button.label);
  });
});

describe('official channels (/canais-oficiais)', () => {
  it('lists every phone of the broker once, the WhatsApp first', () => {
    const numbers = officialPhones.map(({ phone }) => phone.international);
    expect(numbers[0]).toBe(broker.whatsapp.international);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const phone of [broker.whatsapp, ...Object.values(broker.phones), ...broker.stores.map((store) => store.phone)]) {
      expect(numbers).toContain(phone.international);
    }
  });

  it('takes the e-mail domains and the site from the broker\'s data', () => {
    expect(officialEmailDomains).toEqual([...new Set(Object.values(broker.emails).map((email) => email.split('@')[1]))]);
    expect(siteHost(broker.siteUrl)).toBe(broker.siteUrl.replace(/^https?:\/\/(www\.)?/, ''));
    expect(siteHost('HTTPS://WWW.Exemplo.com.br:443/a?b')).toBe('exemplo.com.br');
  });

  it('says no payment is ever asked in advance, and the Banco Central\'s 145', () => {
    expect(channelsPage.noAdvance).toBe('Nunca pedimos pagamento antecipado.');
    expect(channelsPage.results.notOurs).toBe('Não é um canal nosso: não envie dinheiro nem documentos.');
    expect(channelsPage.results.official).toBe(`É um canal oficial da ${broker.name}.`);
    expect(centralBankPhone).toBe('145');
    expect(fraudWarning.paragraphs.join(' ')).toContain(channelsPage.noAdvance.slice(0, -1));
  });
});
