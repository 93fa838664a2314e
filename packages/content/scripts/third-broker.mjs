// A third broker made as docs/recipes.md says (`pnpm broker:new`, its file filled in, its own photos),
// in a copy of brokers/, and the broker tests run on the three (`BROKERS_DIR`): a new folder needs
// no test edited. Part of this package's `test`; the real folder is not touched.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { brokersDir, createBroker } from './broker-new.mjs';

/** A PNG of one colour, `width` × `height`: an image of the broker's own, made without an image library. */
function solidPng(width, height, [red, green, blue]) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array.from({ length: width }, () => [red, green, blue]).flat()]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

const id = 'terceira';
const dir = mkdtempSync(path.join(tmpdir(), 'brokers-'));
try {
  cpSync(brokersDir, dir, { recursive: true });
  const folder = createBroker(id, dir);
  // The broker's own photos (the example brokers' clients are drawn by the build, not files to copy).
  const photos = ['cliente-ana.png', 'cliente-bruno.png', 'cliente-carla.png'];
  photos.forEach((name, index) => writeFileSync(path.join(folder, 'photos', name), solidPng(4, 5, [40 * index, 120, 200 - 40 * index])));
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
    numeros: { anosDeMercado: 4, bancosParceiros: 2, aprovacaoEmHoras: 48, clientesSatisfeitos: 120, clientesAtendidos: 150, satisfacaoPercentual: 90 },
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
