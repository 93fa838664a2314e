/** What a check of a broker's file says: each mistake in Portuguese, with its field and what was found. */
import type * as v from 'valibot';

/** A mistake in a broker's file: where, what is expected, what was found. */
export type BrokerIssue = { readonly path: string; readonly message: string; readonly received?: string };

/** Portuguese words for what valibot found, where a schema gave no message of its own. */
export function fallbackMessage(issue: v.BaseIssue<unknown>): string {
  switch (issue.type) {
    case 'strict_object':
      return issue.input === undefined ? 'campo obrigatório ausente' : 'campo desconhecido: confira o nome (acentos, maiúsculas)';
    case 'object':
      return 'esperado um objeto { ... }';
    case 'array':
      return 'esperado uma lista [ ... ]';
    case 'string':
      return 'esperado um texto';
    case 'number':
      return 'esperado um número';
    case 'boolean':
      return 'esperado true ou false';
    default:
      return `valor inválido (${issue.expected ?? issue.type})`;
  }
}

/** How a received value is shown in a message: `12`, `"abc"`, `ausente`. */
export function received(input: unknown): string | undefined {
  // A whole object or list is the field the path names: repeating it would bury the message.
  if (input === undefined || (typeof input === 'object' && input !== null)) return undefined;
  const json = JSON.stringify(input);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

/** One issue as the build prints it: `brokers/acme/broker.json › produtos.emprestimo.taxaMensal: esperado …; recebido 12`. */
export function formatIssue(file: string, issue: BrokerIssue): string {
  return `${file} › ${issue.path}: ${issue.message}${issue.received === undefined ? '' : `; recebido ${issue.received}`}`;
}
