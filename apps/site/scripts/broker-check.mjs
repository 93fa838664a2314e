// `pnpm broker:check <id>`: every mistake of the brokers' folders and of the broker <id> (default:
// BROKER, else `default`), in Portuguese, file › field, in one pass; the build runs the same check
// before it writes anything. Exits 1 on a mistake.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const id = process.argv[2] ?? process.env.BROKER;
// The check is TypeScript; Vite's module runner evaluates it as the build does.
const { module } = await runnerImport(fileURLToPath(new URL('../broker-report.ts', import.meta.url)));
const report = module.brokerReport(id);
if (report === null) {
  console.log(`brokers/${id || 'default'}: nenhum problema encontrado.`);
} else {
  console.error(report);
  process.exitCode = 1;
}
