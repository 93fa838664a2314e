import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { brokerProfile } from '../broker';
import { createBroker } from '../../scripts/broker-new.mjs';
import { brokerIds, brokersDir, checkBrokers, defaultBrokerId, identityTexts, loadBroker, loadBrokers } from './load';
import { formatIssue, parseBroker } from './schema';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const read = (id: string): Json => JSON.parse(readFileSync(path.join(brokersDir, id, 'broker.json'), 'utf8'));

/** The messages the build prints for `brokers/acme/broker.json` once `change` is applied to the default broker's file. */
function mistakes(change: (file: Json) => void): string[] {
  const file = read('default');
  change(file);
  const result = parseBroker('acme', file);
  return result.ok ? [] : result.issues.map((issue) => formatIssue('brokers/acme/broker.json', issue));
}

/** The folders of `dir` holding a `broker.json`, read here on their own (not by the loader). */
const folders = (dir = brokersDir) => readdirSync(dir).filter((name) => existsSync(path.join(dir, name, 'broker.json')));

describe('the brokers folder', () => {
  it('is the one list of brokers, the default first: a new folder is a new broker, no test to edit', () => {
    const found = folders();
    expect(found).toContain(defaultBrokerId);
    expect(brokerIds()).toEqual([defaultBrokerId, ...found.filter((id) => id !== defaultBrokerId).sort((a, b) => a.localeCompare(b))]);
    expect(loadBrokers().map((profile) => profile.id)).toEqual(brokerIds());
  });

  it('gives these tests the default broker (BROKER unset), and names the known ones for an unknown id', () => {
    expect(brokerProfile.id).toBe(defaultBrokerId);
    expect(loadBroker('').id).toBe(defaultBrokerId);
    for (const id of brokerIds()) expect(loadBroker(id).identity.name).toBe(read(id).nome);
    expect(() => loadBroker('corretora-inexistente')).toThrow(`BROKER="corretora-inexistente" não é uma corretora. Conhecidas: ${brokerIds().join(', ')}`);
  });

  it('accepts every broker’s file as written', () => {
    for (const id of brokerIds()) expect(parseBroker(id, read(id)).ok, id).toBe(true);
  });
});

describe('a broken file fails with a Portuguese message naming the file, the field and what is expected', () => {
  it('a rate out of range', () => {
    expect(mistakes((file) => (file.produtos.emprestimo.taxaMensal = 12))).toEqual([
      'brokers/acme/broker.json › produtos.emprestimo.taxaMensal: esperado um número entre 0,1% e 10% ao mês; recebido 12',
    ]);
  });

  it('a number written as text', () => {
    expect(mistakes((file) => (file.numeros.anosDeMercado = '10'))).toEqual([
      'brokers/acme/broker.json › numeros.anosDeMercado: esperado um número inteiro entre 1 e 150 anos; recebido "10"',
    ]);
  });

  it('a missing field', () => {
    expect(mistakes((file) => delete file.nome)).toEqual(['brokers/acme/broker.json › nome: campo obrigatório ausente']);
  });

  it('a misspelt field, such as a CET typed in instead of computed', () => {
    expect(mistakes((file) => (file.produtos.financiamento.cet = 17.38))).toEqual([
      'brokers/acme/broker.json › produtos.financiamento.cet: campo desconhecido: confira o nome (acentos, maiúsculas)',
    ]);
  });

  it('a CNPJ whose check digits are wrong', () => {
    expect(mistakes((file) => (file.lojas[1].cnpj = '12.345.678/0002-00'))).toEqual([
      'brokers/acme/broker.json › lojas.1.cnpj: esperado um CNPJ válido: os dígitos verificadores não conferem; recebido "12.345.678/0002-00"',
    ]);
  });

  it('a phone written another way', () => {
    expect(mistakes((file) => (file.whatsapp = '66 99999 0000'))).toEqual([
      'brokers/acme/broker.json › whatsapp: esperado um telefone escrito (DD) 9XXXX-XXXX (celular) ou (DD) XXXX-XXXX (fixo); recebido "66 99999 0000"',
    ]);
  });

  it('a photo without alternative text', () => {
    expect(mistakes((file) => (file.fotos[2].textoAlternativo = ' '))).toEqual([
      'brokers/acme/broker.json › fotos.2.textoAlternativo: esperado o texto alternativo da foto (o que ela mostra, para quem não a vê), com ao menos 15 letras; recebido ""',
    ]);
  });

  it('a text that promises credit (CDC art. 54-C)', () => {
    const [message] = mistakes((file) => (file.textos = { respostasFaq: { 'nome-negativado': 'Sim: aprovação garantida, sem consulta ao SPC.' } }));
    expect(message).toMatch(/^brokers\/acme\/broker\.json › textos\.respostasFaq\.nome-negativado: um texto não pode prometer crédito/);
  });

  it('a promise of credit hidden by an invisible or control character, or by letters and accents typed apart', () => {
    for (const answer of ['Aprova\u200Bção garantida.', 'Sim, sem con\u00ADsulta.', 'Crédito\u2060 garantido.', 'Aprovac\u0327a\u0303o garantida.', 'Sem\nconsulta ao SPC.', 'Sem\u0000 consulta.']) {
      const [message] = mistakes((file) => (file.textos = { respostasFaq: { 'nome-negativado': answer } }));
      expect(message, JSON.stringify(answer)).toMatch(/^brokers\/acme\/broker\.json › textos\.respostasFaq\.nome-negativado: um texto não pode prometer crédito/);
    }
  });

  it('a text longer than its place on the page, and texts kept normalised', () => {
    expect(mistakes((file) => (file.nome = 'A'.repeat(100_000)))).toEqual([
      `brokers/acme/broker.json › nome: esperado o nome da empresa de no máximo 80 caracteres (o que cabe no site); recebido "${'A'.repeat(56)}...`,
    ]);
    expect(mistakes((file) => (file.textos = { historia: ['Uma história. '.repeat(60)] }))).toEqual([
      `brokers/acme/broker.json › textos.historia.0: esperado um texto de no máximo 700 caracteres (o que cabe no site); recebido "${'Uma história. '.repeat(5).slice(0, 56)}...`,
    ]);
    expect(mistakes((file) => (file.fotos[0].textoAlternativo = 'Cliente '.repeat(40)))[0]).toMatch(/› fotos\.0\.textoAlternativo: esperado o texto alternativo da foto de no máximo 250 caracteres/);
    const file = read('default');
    file.nome = ' Financia\u200B\u0000 Mais\tVeículos ';
    file.fotos[0].textoAlternativo = 'Cliente\u200D recebe as chaves\ndo carro';
    const parsed = parseBroker('acme', file);
    expect(parsed.ok && parsed.profile.identity.name).toBe('Financia Mais Veículos');
    expect(parsed.ok && parsed.profile.photos[0]!.alt).toBe('Cliente recebe as chaves do carro');
  });

  it('an institution outside the catalogue, or shown without being a partner', () => {
    expect(mistakes((file) => file.instituicoes.parceiras.push('banco-imaginario'))[0]).toMatch(
      /^brokers\/acme\/broker\.json › instituicoes\.parceiras\.11: esperado uma instituição do catálogo .*; recebido "banco-imaginario"$/,
    );
    expect(mistakes((file) => (file.instituicoes.parceiras = ['pan', 'bv']))).toEqual([
      'brokers/acme/broker.json › instituicoes: esperado que paginaInicial e assistente só tenham instituições de parceiras',
      'brokers/acme/broker.json › numeros.bancosParceiros: esperado menos que o número de instituições parceiras listadas em instituicoes.parceiras (2): "mais de 10" pede ao menos 11; recebido 10',
    ]);
  });

  it('an institution’s logo: of a partner, once each, an .svg or .png of photos/', () => {
    const logo = (instituicao: string, arquivo: string) => ({ instituicao, arquivo });
    expect(mistakes((file) => (file.instituicoes.logos = [logo('pan', 'pan.jpg')]))).toEqual([
      'brokers/acme/broker.json › instituicoes.logos.0.arquivo: esperado o nome de um arquivo de imagem .svg ou .png da pasta photos/; recebido "pan.jpg"',
    ]);
    expect(mistakes((file) => (file.instituicoes.logos = [logo('pan', '../default/pan.svg')]))[0]).toMatch(/› instituicoes\.logos\.0\.arquivo: esperado o nome de um arquivo de imagem/);
    expect(mistakes((file) => (file.instituicoes.logos = [logo('pan', 'pan.svg'), logo('pan', 'pan.png')]))).toEqual([
      'brokers/acme/broker.json › instituicoes.logos: esperado um logotipo por instituição',
    ]);
    expect(
      mistakes((file) => {
        file.instituicoes.parceiras = ['pan', 'bv'];
        file.instituicoes.paginaInicial = ['pan'];
        file.instituicoes.assistente = ['pan'];
        file.numeros.bancosParceiros = 2;
        // Exactly 2, not "mais de 2": this case is about the logo alone.
        file.numeros.maisDe = file.numeros.maisDe.filter((count: string) => count !== 'bancosParceiros');
        file.instituicoes.logos = [logo('itau', 'itau.svg')];
      }),
    ).toEqual(['brokers/acme/broker.json › instituicoes: esperado logotipos só de instituições de parceiras']);
    // Optional: without logos every institution is shown by its name (and the profile, in every page's script, says nothing).
    const parsed = parseBroker('acme', read('default'));
    if (!parsed.ok) throw new Error('the default broker’s file no longer parses');
    expect(parsed.profile.institutions).not.toHaveProperty('logos');
  });

  it('a loan-to-value missing, or given as a ratio instead of a percentage', () => {
    expect(mistakes((file) => delete file.produtos.emprestimo.limitePercentualDoVeiculo)).toEqual([
      'brokers/acme/broker.json › produtos.emprestimo.limitePercentualDoVeiculo: campo obrigatório ausente',
    ]);
    expect(mistakes((file) => (file.produtos.refinanciamento.limitePercentualDoVeiculo = 0.8))).toEqual([
      'brokers/acme/broker.json › produtos.refinanciamento.limitePercentualDoVeiculo: esperado o máximo emprestado em % do valor do veículo: um número entre 10% e 100%; recebido 0.8',
    ]);
  });

  it('a FIPE token with a space, and the token kept as written', () => {
    expect(mistakes((file) => (file.tabelaFipe = { token: 'abc def ghi jkl mno pqr' }))).toEqual([
      'brokers/acme/broker.json › tabelaFipe.token: esperado o token da API da tabela FIPE como o fipe.online o mostra: uma palavra só, sem espaços, de ao menos 16 caracteres; recebido "abc def ghi jkl mno pqr"',
    ]);
    const file = read('default');
    file.tabelaFipe = { token: 'eyJhbGciOiJIUzI1NiJ9.e30.abc-DEF_123' };
    const parsed = parseBroker('acme', file);
    expect(parsed.ok && parsed.profile.fipeToken).toBe('eyJhbGciOiJIUzI1NiJ9.e30.abc-DEF_123');
    expect(parsed.ok && parsed.profile.products['emprestimo-com-garantia']?.maxLoanToValue).toBe(0.7);
  });

  it('counts configured half, pointing at a wrong address, or counted as another site', () => {
    const endpoint = 'https://plausible.io/api/event';
    expect(mistakes((file) => (file.estatisticas = { dominio: 'https://financiamentos.example/', endpoint }))).toEqual([
      'brokers/acme/broker.json › estatisticas.dominio: esperado o domínio do site como cadastrado no Plausible, em minúsculas, sem https:// nem barra: financiamentos.com.br; recebido "https://financiamentos.example/"',
    ]);
    expect(mistakes((file) => (file.estatisticas = { dominio: 'financiamentos.example' }))).toEqual([
      'brokers/acme/broker.json › estatisticas.endpoint: campo obrigatório ausente',
    ]);
    expect(mistakes((file) => (file.estatisticas = { dominio: 'financiamentos.example', endpoint: 'http://plausible.io/api/event' }))).toEqual([
      'brokers/acme/broker.json › estatisticas.endpoint: esperado o endereço que recebe as contagens (a API de eventos do Plausible), começando por https://; recebido "http://plausible.io/api/event"',
    ]);
    expect(mistakes((file) => (file.estatisticas = { dominio: 'financiamentos.example', endpoint: 'https://plausible.io/?site=x' }))).toEqual([
      'brokers/acme/broker.json › estatisticas.endpoint: esperado o endereço completo da API de eventos, com o caminho e sem "?" nem "#": https://plausible.io/api/event; recebido "https://plausible.io/?site=x"',
    ]);
    expect(mistakes((file) => (file.estatisticas = { dominio: 'demo-credito.example', endpoint }))).toEqual([
      'brokers/acme/broker.json › estatisticas.dominio: esperado o domínio do próprio site (financiamentos.example), como cadastrado no Plausible; recebido "demo-credito.example"',
    ]);
  });

  it('an address whose host is no hostname (quotes, semicolons, "$", braces, spaces, line breaks): nothing of it reaches a server', () => {
    const domainMessage = 'esperado o endereço que recebe as contagens (a API de eventos do Plausible) com um domínio válido: só letras, números, hífens e pontos (um domínio com acentos é aceito e escrito em punycode)';
    for (const endpoint of [
      'https://e.example";x$host/api/event',
      'https://e.example;sandbox/api/event',
      "https://e.example'/api/event",
      'https://e{x}.example/api/event',
      'https://e.example$host/api/event',
      'https://user:senha@e.example/api/event',
    ]) {
      expect(mistakes((file) => (file.estatisticas = { dominio: 'financiamentos.example', endpoint })), endpoint).toEqual([
        `brokers/acme/broker.json › estatisticas.endpoint: ${domainMessage}; recebido ${JSON.stringify(endpoint)}`,
      ]);
    }
    // The URL parser drops a line break or a tab without a word: refused as typed.
    expect(mistakes((file) => (file.estatisticas = { dominio: 'financiamentos.example', endpoint: 'https://e.exa\nmple/api/event' }))).toEqual([
      'brokers/acme/broker.json › estatisticas.endpoint: esperado o endereço que recebe as contagens (a API de eventos do Plausible) sem espaços nem caracteres invisíveis; recebido "https://e.exa\\nmple/api/event"',
    ]);
    expect(mistakes((file) => (file.estatisticas = { dominio: 'financiamentos.example', endpoint: 'https://plausible.io/api/"event;x' }))[0]).toMatch(
      /› estatisticas\.endpoint: esperado o caminho da API de eventos só com letras, números e "\/", "-", "_", ".", "~"/,
    );
    expect(mistakes((file) => (file.site = 'https://www.exemplo.com.br\nSitemap: https://evil.example'))).toContain(
      'brokers/acme/broker.json › site: esperado o endereço do site sem espaços nem caracteres invisíveis; recebido "https://www.exemplo.com.br\\nSitemap: https://evil.example"',
    );
    expect(mistakes((file) => (file.site = 'https://www.exem"plo.com.br'))).toEqual([
      'brokers/acme/broker.json › site: esperado o endereço do site com um domínio válido: só letras, números, hífens e pontos (um domínio com acentos é aceito e escrito em punycode); recebido "https://www.exem\\"plo.com.br"',
    ]);
  });

  it('an IDN is taken and written in punycode, as the servers\' files need it', () => {
    const file = read('default');
    file.estatisticas = { dominio: 'financiamentos.example', endpoint: 'https://estatísticas.financiamentos.com.br/api/event' };
    const parsed = parseBroker('acme', file);
    expect(parsed.ok && parsed.profile.analytics?.endpoint).toBe('https://xn--estatsticas-scb.financiamentos.com.br/api/event');
  });

  it('a map from anywhere but Google Maps\' embed: the pages frame nothing else', () => {
    const message = 'esperado o endereço de incorporação do Google Maps (https://www.google.com/maps/embed?pb=…): no Google Maps, Compartilhar › Incorporar um mapa, e copie só o endereço do src';
    for (const mapa of ['https://evil.example/phish', 'https://www.google.com.evil.example/maps/embed?pb=1', 'https://www.google.com/search?q=x', 'https://www.google.com/maps/embedx']) {
      expect(mistakes((file) => (file.mapa = mapa)), mapa).toEqual([`brokers/acme/broker.json › mapa: ${message}; recebido ${JSON.stringify(mapa)}`]);
    }
    const file = read('default');
    file.mapa = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3000!2d-52.2!3d-15.8';
    const parsed = parseBroker('acme', file);
    expect(parsed.ok && parsed.profile.identity.mapEmbedUrl).toBe(file.mapa);
  });

  it('HSTS beyond the site’s own host only when the broker asks, and preload only with the subdomains', () => {
    expect(loadBroker('default').hsts).toEqual({ includeSubDomains: false, preload: false });
    expect(mistakes((file) => (file.hsts = { preload: true }))).toEqual([
      'brokers/acme/broker.json › hsts: esperado "subdominios" ligado para usar "preload": a lista de pré-carregamento exige os subdomínios',
    ]);
    const file = read('default');
    file.hsts = { subdominios: true, preload: true };
    const parsed = parseBroker('acme', file);
    expect(parsed.ok && parsed.profile.hsts).toEqual({ includeSubDomains: true, preload: true });
  });

  it('counts are off unless configured: the default broker has none, the demo its fictitious endpoint', () => {
    expect(loadBroker('default').analytics).toBeUndefined();
    expect(loadBroker('demo').analytics).toEqual({ domain: 'demo-credito.example', endpoint: 'https://estatisticas.demo-credito.example/api/event' });
  });

  it('no product at all', () => {
    expect(mistakes((file) => (file.produtos = {}))).toEqual([
      'brokers/acme/broker.json › produtos: esperado ao menos um produto: financiamento, emprestimo ou refinanciamento',
    ]);
  });

  it('a product’s own claim or the analysis phrase that promises credit, as every text of the broker', () => {
    expect(
      mistakes((file) => {
        file.produtos.financiamento.vantagens = ['Sem taxa de adesão', 'Aprovação garantida para todos'];
        file.textos.analise = 'Crédito sem consulta ao SPC';
      }),
    ).toEqual([
      'brokers/acme/broker.json › produtos.financiamento.vantagens.1: uma vantagem não pode prometer crédito nem dispensar a análise de crédito (CDC art. 54-C): reescreva sem "sem consulta", "aprovação garantida" ou parecido; recebido "Aprovação garantida para todos"',
      'brokers/acme/broker.json › textos.analise: uma vantagem não pode prometer crédito nem dispensar a análise de crédito (CDC art. 54-C): reescreva sem "sem consulta", "aprovação garantida" ou parecido; recebido "Crédito sem consulta ao SPC"',
    ]);
  });

  it('the kinds of vehicle: at least one; a kind left out is not financed, its examples its own', () => {
    expect(mistakes((file) => (file.veiculos = {}))).toEqual([
      'brokers/acme/broker.json › veiculos: esperado ao menos um tipo de veículo: carro, moto ou caminhao',
    ]);
    expect(mistakes((file) => (file.veiculos = { onibus: [] }))).toEqual([
      'brokers/acme/broker.json › veiculos.onibus: campo desconhecido: confira o nome (acentos, maiúsculas)',
    ]);
    const file = read('default');
    file.veiculos = { carro: ['SUVs'], moto: [] };
    const result = parseBroker('acme', file);
    expect(result.ok && result.profile.vehicles).toEqual({ carro: ['SUVs'], moto: [] });
    delete file.veiculos;
    const defaults = parseBroker('acme', file);
    expect(defaults.ok && defaults.profile.vehicles).toEqual({ carro: [], moto: [], caminhao: [] });
  });

  it('a claim the rest of the file contradicts', () => {
    expect(mistakes((file) => (file.numeros.aprovacaoEmHoras = 12))).toEqual([
      'brokers/acme/broker.json › numeros.aprovacaoEmHoras: esperado um prazo de aprovação que a análise de crédito cumpra (prazos.analiseDeCreditoHoras.max = 24): anunciar menos é prometer o que o processo não garante; recebido 12',
    ]);
    expect(mistakes((file) => (file.emails.atendimento = 'contato@outro-dominio.example'))).toEqual([
      'brokers/acme/broker.json › emails.atendimento: esperado um e-mail do domínio do site (@financiamentos.example); recebido "contato@outro-dominio.example"',
    ]);
    expect(mistakes((file) => (file.numeros.bancosParceiros = 12))).toEqual([
      'brokers/acme/broker.json › numeros.bancosParceiros: esperado menos que o número de instituições parceiras listadas em instituicoes.parceiras (11): "mais de 12" pede ao menos 13; recebido 12',
    ]);
    // Said exactly (not in numeros.maisDe), 11 banks may be claimed with 11 listed; "mais de 11" may not.
    expect(mistakes((file) => ((file.numeros.bancosParceiros = 11), (file.numeros.maisDe = []), undefined))).toEqual([]);
    expect(mistakes((file) => (file.numeros.bancosParceiros = 11))).toEqual([
      'brokers/acme/broker.json › numeros.bancosParceiros: esperado menos que o número de instituições parceiras listadas em instituicoes.parceiras (11): "mais de 11" pede ao menos 12; recebido 11',
    ]);
  });

  it('numeros.maisDe names only counts that may be a minimum, in Portuguese', () => {
    expect(mistakes((file) => (file.numeros.maisDe = ['satisfacaoPercentual']))).toEqual([
      'brokers/acme/broker.json › numeros.maisDe.0: esperado um dos números que podem ser um mínimo: anosDeMercado, bancosParceiros, clientesSatisfeitos, clientesAtendidos; recebido "satisfacaoPercentual"',
    ]);
  });
});

/**
 * The brokers' folder copied, less any real `acme` (docs/brokers.md's example id, which a developer may
 * have made): these tests make their own `acme` in the copy, and a new folder never needs a test edited.
 */
function copyBrokersWithoutAcme(dir: string): void {
  cpSync(brokersDir, dir, { recursive: true });
  rmSync(path.join(dir, 'acme'), { recursive: true, force: true });
}

describe('the folder checked as a whole: nothing is built from a wrong one', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  /**
   * A copy of `brokers/` plus an `acme` broker made as docs/recipes.md says: the demo's folder copied,
   * its photos replaced by the broker's, its file given the broker's identity (`rebrand`), then
   * changed by `change`.
   */
  function folderWithAcme(change: (file: Json) => void, rebrand = true): string {
    dir = mkdtempSync(path.join(tmpdir(), 'brokers-'));
    copyBrokersWithoutAcme(dir);
    cpSync(path.join(dir, 'demo'), path.join(dir, 'acme'), { recursive: true });
    const file = read('demo');
    if (rebrand) {
      // The broker's own files: other images than the demo's (here, the demo's with one more byte).
      for (const photo of readdirSync(path.join(dir, 'acme', 'photos'))) appendFileSync(path.join(dir, 'acme', 'photos', photo), Buffer.from([0]));
      // Its clients' photos, where the demo lists drawn clients: a real broker's are files (their bytes are the build's to read).
      for (const photo of file.fotos as Json[]) writeFileSync(path.join(dir, 'acme', 'photos', photo.arquivo), `foto da Acme: ${photo.arquivo}`);
      file.dadosFicticios = false;
      Object.assign(file, {
        nome: 'Acme Financiamentos',
        site: 'https://www.acme-financiamentos.example',
        whatsapp: '(21) 97777-1234',
        telefonePrincipal: '(21) 3777-1234',
        emails: { atendimento: 'contato@acme-financiamentos.example', financiamento: 'credito@acme-financiamentos.example' },
        redesSociais: { instagram: 'https://www.instagram.com/acme.financiamentos', facebook: 'https://www.facebook.com/acme.financiamentos' },
        textos: { historia: ['A Acme Financiamentos atende no Rio de Janeiro desde 2010.'], analise: 'Pedido analisado no mesmo dia por dois bancos' },
        estatisticas: { dominio: 'acme-financiamentos.example', endpoint: 'https://plausible.io/api/event' },
      });
      file.lojas = file.lojas.map((store: Json, index: number) => ({
        ...store,
        razaoSocial: 'Acme Financiamentos Ltda.',
        cnpj: ['44.555.666/0001-81', '44.555.666/0002-62'][index],
        endereco: { ...(store.endereco as Json), logradouro: `Rua Acme, ${index + 1}` },
        telefone: `(21) 3777-12${index + 40}`,
      }));
      file.fotos = file.fotos.map((photo: Json, index: number) => ({ ...photo, textoAlternativo: `Cliente da Acme número ${index + 1} com o carro financiado` }));
      file.produtos.financiamento.vantagens = ['Contrato assinado pelo celular'];
    }
    change(file);
    const acme = path.join(dir, 'acme', 'broker.json');
    writeFileSync(acme, JSON.stringify(file));
    // The copy is the newer file, as a copy made by hand is: written within the same tick of the file
    // system's clock as the folder's copy, both files would have one time, and the check would take
    // the file named later (demo) for the copy.
    const later = new Date(Date.now() + 60_000);
    utimesSync(acme, later, later);
    return dir;
  }

  it('a third broker made by the recipe’s steps (docs/recipes.md) is checked like the others, and builds from its own data', () => {
    const folder = folderWithAcme(() => {});
    expect(brokerIds(folder)).toEqual([defaultBrokerId, ...folders(folder).filter((id) => id !== defaultBrokerId).sort((a, b) => a.localeCompare(b))]);
    expect(brokerIds(folder)).toContain('acme');
    const acme = loadBroker('acme', folder);
    expect(acme.identity.name).toBe('Acme Financiamentos');
    expect(acme.analytics).toEqual({ domain: 'acme-financiamentos.example', endpoint: 'https://plausible.io/api/event' });
    expect(loadBrokers(folder).map((profile) => profile.id)).toEqual(brokerIds(folder));
  });

  it('a broker copied and not yet made its own: every text, count and photo it shares with another is said, in the copy', () => {
    const folder = folderWithAcme((file) => (file.nome = 'Acme Financiamentos'), false);
    const message = (() => {
      try {
        loadBrokers(folder);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const at of ['site', 'whatsapp', 'emails.atendimento', 'redesSociais.instagram', 'lojas.0.razaoSocial', 'textos.historia.0', 'estatisticas.dominio', 'estatisticas.endpoint', 'textos.analise', 'produtos.financiamento.vantagens.0', 'fotos.0.textoAlternativo', 'lojas.0.cnpj']) {
      expect(message).toContain(`brokers/acme/broker.json › ${at}: esperado`);
    }
    expect(message).toContain('brokers/acme/broker.json › textos.historia.0: esperado um texto desta corretora (identidade, história, contagens), não o de brokers/demo/broker.json');
    expect(message).not.toContain('brokers/acme/broker.json › nome:');
    expect(message).not.toContain('brokers/demo/broker.json ›');
  });

  it('a count stated as a minimum ("mais de") that another broker also states so is no shared text: the keys are the schema’s words', () => {
    const folder = folderWithAcme((file) => {
      file.numeros.maisDe = read('default').numeros.maisDe;
      file.numeros.bancosParceiros = file.instituicoes.parceiras.length - 1;
    });
    expect(read('default').numeros.maisDe.length).toBeGreaterThan(0);
    expect(loadBroker('acme', folder).claims.lowerBounds.length).toBe(read('default').numeros.maisDe.length);
    expect(loadBrokers(folder).map((profile) => profile.id)).toContain('acme');
  });

  it('a CNPJ that belongs to another broker', () => {
    const folder = folderWithAcme((file) => (file.lojas[0].cnpj = '11.222.333/0001-81'));
    expect(() => loadBrokers(folder)).toThrow(
      'brokers/acme/broker.json › lojas.0.cnpj: esperado um CNPJ desta corretora: a raiz 11.222.333 já é de brokers/demo/broker.json; recebido "11.222.333/0001-81"',
    );
  });

  it('four mistakes at once, of every kind, said in one check', () => {
    const folder = folderWithAcme((file) => {
      file.produtos.financiamento.taxaMensal = 12;
      file.emails.atendimento = 'contato@outro.example';
      file.numeros.clientesSatisfeitos = file.numeros.clientesAtendidos + 1;
      file.fotos[0].arquivo = 'nao-existe.webp';
    });
    expect(() => loadBroker('acme', folder)).toThrow(
      [
        'Dados de corretora inválidos (nada foi gerado):',
        '  - brokers/acme/broker.json › produtos.financiamento.taxaMensal: esperado um número entre 0,1% e 10% ao mês; recebido 12',
        `  - brokers/acme/broker.json › numeros.clientesSatisfeitos: esperado no máximo o número de clientes atendidos (numeros.clientesAtendidos = ${read('demo').numeros.clientesAtendidos}); recebido ${read('demo').numeros.clientesAtendidos + 1}`,
        '  - brokers/acme/broker.json › emails.atendimento: esperado um e-mail do domínio do site (@acme-financiamentos.example); recebido "contato@outro.example"',
        '  - brokers/acme/broker.json › fotos.0.arquivo: esperado um arquivo que exista em brokers/acme/photos/; recebido "nao-existe.webp"',
      ].join('\n'),
    );
  });

  it('a photo listed but not in the photos folder', () => {
    const folder = folderWithAcme((file) => {
      file.fotos[0].arquivo = 'nao-existe.webp';
    });
    expect(() => loadBroker('acme', folder)).toThrow(
      'brokers/acme/broker.json › fotos.0.arquivo: esperado um arquivo que exista em brokers/acme/photos/; recebido "nao-existe.webp"',
    );
  });

  describe('clients drawn in place of photos, while the data is made up', () => {
    it('the example brokers list clients without files: each is drawn, its alt text saying so', () => {
      for (const id of ['default', 'demo']) {
        const broker = loadBroker(id);
        expect(broker.identity.isPlaceholder, id).toBe(true);
        expect(broker.photos.length, id).toBeGreaterThan(0);
        for (const photo of broker.photos) {
          expect(photo.illustration, photo.file).toBe(true);
          expect(photo.alt).toMatch(/^Ilustração: retrato desenhado de um cliente fictício/);
        }
      }
    });

    it('a photo whose file is there stays a photo, made-up data or not', () => {
      const folder = folderWithAcme((file) => (file.dadosFicticios = true));
      expect(loadBroker('acme', folder).photos.map((photo) => photo.illustration)).toEqual(read('demo').fotos.map(() => false));
    });

    it('a broker whose data is its own: a photo without its file is a mistake, not a drawing', () => {
      const folder = folderWithAcme((file) => {
        expect(file.dadosFicticios).toBe(false);
        file.fotos[1].arquivo = 'falta.jpg';
      });
      expect(() => loadBroker('acme', folder)).toThrow(
        'brokers/acme/broker.json › fotos.1.arquivo: esperado um arquivo que exista em brokers/acme/photos/; recebido "falta.jpg"',
      );
    });

    it('a photo of one broker’s in another’s folder is said, in the copy, by its content', () => {
      const folder = folderWithAcme(() => {});
      const [first] = read('demo').fotos as Json[];
      // The demo given, as its own, the very image the Acme (the newer file) shows first.
      cpSync(path.join(folder, 'acme', 'photos', first!.arquivo), path.join(folder, 'demo', 'photos', first!.arquivo));
      expect(() => loadBrokers(folder)).toThrow(
        'brokers/acme/broker.json › fotos.0.arquivo: esperado uma foto desta corretora: a mesma imagem, não o de brokers/demo/broker.json',
      );
    });

    it('a drawn client whose alt text would pass it for a photo', () => {
      const folder = folderWithAcme((file) => {
        file.dadosFicticios = true;
        file.fotos[0] = { arquivo: 'desenhado.webp', textoAlternativo: 'Cliente Maria recebe as chaves do seu carro' };
      });
      expect(() => loadBroker('acme', folder)).toThrow(
        'brokers/acme/broker.json › fotos.0.textoAlternativo: esperado um texto alternativo que comece por "Ilustração": sem o arquivo, o site desenha um cliente fictício no lugar da foto; recebido "Cliente Maria recebe as chaves do seu carro"',
      );
    });
  });

  describe('an institution’s logo file, checked before any page shows it', () => {
    const withLogo = (arquivo: string, bytes?: string | Buffer) => {
      const folder = folderWithAcme((file) => (file.instituicoes.logos = [{ instituicao: 'pan', arquivo }]));
      if (bytes !== undefined) writeFileSync(path.join(folder, 'acme', 'photos', arquivo), bytes);
      return folder;
    };
    const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48">${body}</svg>`;

    it('is taken as the broker gives it: an SVG drawn, a PNG', () => {
      const gradient = svg('<defs><linearGradient id="g"><stop offset="0" stop-color="#123"/></linearGradient></defs><rect width="160" height="48" fill="url(#g)"/><use href="#g"/>');
      expect(loadBroker('acme', withLogo('pan.svg', `<?xml version="1.0"?>\n<!-- logotipo -->\n${gradient}`)).institutions.logos).toEqual({ pan: 'pan.svg' });
      const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
      expect(loadBroker('acme', withLogo('pan.png', png)).institutions.logos).toEqual({ pan: 'pan.png' });
    });

    it.each([
      ['not in the folder', 'nao-existe.svg', undefined, 'esperado um arquivo que exista em brokers/acme/photos/'],
      ['a PNG in name only', 'pan.png', 'não sou uma imagem', 'esperado uma imagem PNG: o conteúdo do arquivo não é de um PNG'],
      ['an SVG in name only', 'pan.svg', 'GIF89a', 'esperado uma imagem SVG: o conteúdo do arquivo não começa com <svg'],
      ['too heavy for a tile', 'pan.svg', svg(`<!--${'x'.repeat(60 * 1024)}-->`), 'esperado um logotipo de no máximo 50 KB; o arquivo tem 61 KB'],
      ['an SVG with a script', 'pan.svg', svg('<script>alert(1)</script>'), 'esperado um SVG só de desenho, sem um script: peça à instituição o arquivo do logotipo sem ele'],
      ['an SVG with an event', 'pan.svg', svg('<rect width="1" height="1" onload="alert(1)"/>'), 'esperado um SVG só de desenho, sem um evento (on…=): peça à instituição o arquivo do logotipo sem ele'],
      ['an SVG that loads an outside image', 'pan.svg', svg('<image href="https://rastreio.example/pixel.png"/>'), 'esperado um SVG só de desenho, sem um endereço externo (href): peça à instituição o arquivo do logotipo sem ele'],
    ])('%s: said at its field, file › field', (_what, arquivo, bytes, message) => {
      expect(() => loadBroker('acme', withLogo(arquivo, bytes))).toThrow(`brokers/acme/broker.json › instituicoes.logos.0.arquivo: ${message}; recebido "${arquivo}"`);
    });
  });

  it('a file that is not JSON', () => {
    const folder = folderWithAcme(() => {});
    writeFileSync(path.join(folder, 'acme', 'broker.json'), '{ "nome": "Acme", }');
    expect(() => loadBroker('demo', folder)).toThrow(/brokers\/acme\/broker\.json: não é um JSON válido/);
  });
});

describe('pnpm broker:new <id>: a broker that starts with nothing of another', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('creates brokers/<id>/ whose every field to fill is named, file › field, by the check; none is another broker’s', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'brokers-'));
    copyBrokersWithoutAcme(dir);
    createBroker('acme', dir);
    expect(existsSync(path.join(dir, 'acme', 'photos'))).toBe(true);
    expect(brokerIds(dir)).toContain('acme');
    const file = JSON.parse(readFileSync(path.join(dir, 'acme', 'broker.json'), 'utf8')) as Json;
    // Nothing of the others: no text, count, photo, figure or store of theirs.
    expect(identityTexts('acme', file, dir)).toEqual([]);
    expect(file.estatisticas).toBeUndefined();
    expect(file.fotos).toEqual([]);
    const { lines, profiles } = checkBrokers(dir);
    expect(profiles.map((profile) => profile.id)).not.toContain('acme');
    // The other brokers are untouched and still accepted; every line is the new broker's.
    expect(lines.every((line) => line.startsWith('brokers/acme/broker.json › '))).toBe(true);
    for (const at of ['nome', 'site', 'whatsapp', 'emails.atendimento', 'lojas.0.razaoSocial', 'lojas.0.cnpj', 'lojas.0.endereco.latitude', 'redesSociais.instagram', 'horarios.0.abre', 'produtos.financiamento.taxaMensal', 'numeros.anosDeMercado', 'prazos.analiseDeCreditoHoras.min', 'instituicoes.parceiras', 'fotos']) {
      expect(lines.some((line) => line.startsWith(`brokers/acme/broker.json › ${at}: esperado`)), at).toBe(true);
    }
    expect(lines).toContain('brokers/acme/broker.json › nome: esperado o nome da empresa, não vazio; recebido ""');
    // Each mistake once.
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('refuses an id that is no folder name, or one already taken, in Portuguese', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'brokers-'));
    copyBrokersWithoutAcme(dir);
    expect(() => createBroker('Acme Financiamentos', dir)).toThrow('esperado o identificador da corretora em minúsculas, dígitos e hífens, como acme ou credito-sul; recebido "Acme Financiamentos"');
    expect(() => createBroker('demo', dir)).toThrow('brokers/demo/ já existe: escolha outro identificador ou edite a pasta existente');
  });
});
