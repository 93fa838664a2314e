// A third broker made as the README says (`pnpm broker:new`, its file filled in, its own photos),
// in a copy of brokers/, and the broker tests run on the three (`BROKERS_DIR`): a new folder needs
// no test edited. Part of this package's `test`; the real folder is not touched.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brokersDir, createBroker } from './broker-new.mjs';

const id = 'terceira';
const dir = mkdtempSync(path.join(tmpdir(), 'brokers-'));
try {
  cpSync(brokersDir, dir, { recursive: true });
  const folder = createBroker(id, dir);
  // The broker's own photos (here, the demo's with two bytes more: other images than the demo's and the tests' own copy).
  const photos = readdirSync(path.join(dir, 'demo', 'photos')).filter((name) => !name.startsWith('.')).slice(0, 3);
  for (const name of photos) {
    cpSync(path.join(dir, 'demo', 'photos', name), path.join(folder, 'photos', name));
    appendFileSync(path.join(folder, 'photos', name), Buffer.from([0, 0]));
  }
  const file = JSON.parse(readFileSync(path.join(folder, 'broker.json'), 'utf8'));
  Object.assign(file, {
    nome: 'Terceira Crédito',
    site: 'https://www.terceira-credito.example',
    whatsapp: '(41) 97777-4321',
    telefonePrincipal: '(41) 3777-4321',
    emails: { atendimento: 'contato@terceira-credito.example', financiamento: 'credito@terceira-credito.example' },
    lojas: [
      {
        id: 'curitiba',
        razaoSocial: 'Terceira Crédito Ltda.',
        cnpj: '55.666.777/0001-81',
        endereco: { logradouro: 'Rua Terceira, 3', bairro: 'Batel', cidade: 'Curitiba', uf: 'PR', cep: '80420-000', latitude: -25.44, longitude: -49.29 },
        telefone: '(41) 3777-4300',
      },
    ],
    redesSociais: { instagram: 'https://www.instagram.com/terceira.credito', facebook: 'https://www.facebook.com/terceira.credito' },
    horarios: [{ dias: ['segunda', 'terca', 'quarta', 'quinta', 'sexta'], abre: '09:00', fecha: '17:00' }],
    veiculos: { carro: ['Sedãs'] },
    produtos: { financiamento: { taxaMensal: 1.45, parcelas: [12, 24, 36], valorMinimoVeiculo: 10000, entradaMinimaPercentual: 25 } },
    numeros: { anosDeMercado: 4, bancosParceiros: 2, parceirosFinanceiros: 2, aprovacaoEmHoras: 48, clientesSatisfeitos: 120, clientesAtendidos: 150, satisfacaoPercentual: 90, anoCopyright: 2026 },
    prazos: { analiseDeCreditoHoras: { min: 8, max: 48 }, aprovacaoFinalDiasUteis: { min: 2, max: 5 }, liberacaoDiasUteis: { min: 3, max: 7 } },
    instituicoes: { parceiras: ['pan', 'bv'], paginaInicial: ['pan', 'bv'], assistente: ['pan'] },
    fotos: photos.map((name, index) => ({ arquivo: name, textoAlternativo: `Cliente da Terceira Crédito com o carro financiado (${index + 1})` })),
  });
  writeFileSync(path.join(folder, 'broker.json'), `${JSON.stringify(file, null, 2)}\n`);
  const run = spawnSync('npx', ['vitest', 'run', 'src/brokers'], { stdio: 'inherit', env: { ...process.env, BROKERS_DIR: dir } });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
