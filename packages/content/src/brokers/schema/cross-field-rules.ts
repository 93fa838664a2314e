/**
 * The rules across fields (claims consistent with the rest of the file, e-mails of the site's
 * domain, the counts' own domain), on the file as written.
 */
import { isHostname } from '../values';
import type { BrokerIssue } from './messages';

/** A value of the file as written, at a dotted path; undefined when any step is missing. */
function at(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), data);
}

/**
 * The site's domain (`www.` dropped) when `site` is an https origin whose host is a hostname, else
 * null: a site refused on its own says so once, not again through every rule that reads it.
 */
function siteDomain(site: unknown): string | null {
  if (typeof site !== 'string' || !/^https:\/\/[^/]+$/.test(site)) return null;
  try {
    const { hostname } = new URL(site);
    return isHostname(hostname) ? hostname.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

/**
 * The rules across fields, on the file as written: each rule runs when the fields it reads are
 * numbers or texts, whatever else is wrong, so that one check reports every mistake at once.
 */
export function ruleIssues(data: unknown): BrokerIssue[] {
  const issues: BrokerIssue[] = [];
  const number = (path: string) => (typeof at(data, path) === 'number' ? (at(data, path) as number) : undefined);
  const approval = number('numeros.aprovacaoEmHoras');
  const analysis = number('prazos.analiseDeCreditoHoras.max');
  if (approval !== undefined && analysis !== undefined && approval < analysis) {
    issues.push({
      path: 'numeros.aprovacaoEmHoras',
      message: `esperado um prazo de aprovação que a análise de crédito cumpra (prazos.analiseDeCreditoHoras.max = ${analysis}): anunciar menos é prometer o que o processo não garante`,
      received: String(approval),
    });
  }
  const satisfied = number('numeros.clientesSatisfeitos');
  const served = number('numeros.clientesAtendidos');
  if (satisfied !== undefined && served !== undefined && satisfied > served) {
    issues.push({
      path: 'numeros.clientesSatisfeitos',
      message: `esperado no máximo o número de clientes atendidos (numeros.clientesAtendidos = ${served})`,
      received: String(satisfied),
    });
  }
  const banks = number('numeros.bancosParceiros');
  const partners = at(data, 'instituicoes.parceiras');
  // "mais de 10 bancos" (numeros.maisDe) needs 11 listed at least.
  const lowerBounds = at(data, 'numeros.maisDe');
  const banksAbove = Array.isArray(lowerBounds) && lowerBounds.includes('bancosParceiros');
  if (banks !== undefined && Array.isArray(partners) && (banksAbove ? banks >= partners.length : banks > partners.length)) {
    issues.push({
      path: 'numeros.bancosParceiros',
      message: banksAbove
        ? `esperado menos que o número de instituições parceiras listadas em instituicoes.parceiras (${partners.length}): "mais de ${banks}" pede ao menos ${banks + 1}`
        : `esperado no máximo o número de instituições parceiras listadas em instituicoes.parceiras (${partners.length})`,
      received: String(banks),
    });
  }
  const domain = siteDomain(at(data, 'site'));
  if (domain !== null) {
    for (const key of ['atendimento', 'financiamento']) {
      const address = at(data, `emails.${key}`);
      if (typeof address === 'string' && address.includes('@') && !address.endsWith(`@${domain}`)) {
        issues.push({ path: `emails.${key}`, message: `esperado um e-mail do domínio do site (@${domain})`, received: JSON.stringify(address) });
      }
    }
    // The counts are the broker's own: a copied file would send them to another broker's dashboard.
    const counted = at(data, 'estatisticas.dominio');
    if (typeof counted === 'string' && counted.replace(/^www\./, '') !== domain) {
      issues.push({ path: 'estatisticas.dominio', message: `esperado o domínio do próprio site (${domain}), como cadastrado no Plausible`, received: JSON.stringify(counted) });
    }
  }
  return issues;
}
