import { brokerFileLabel, brokerIds, checkBrokers, defaultBrokerId, formatIssue } from '@repo/content/brokers';
import { uiThemeNames } from './ui-themes';

/**
 * Every mistake of the brokers' folders and of the broker `id` (its theme among `@repo/ui`'s), in
 * Portuguese, one a line; null when there is none. `pnpm broker:check <id>` prints it, and the build
 * (`broker-gate.ts`) stops on it.
 */
export function brokerReport(id: string | undefined): string | null {
  const key = id === undefined || id === '' ? defaultBrokerId : id;
  const ids = brokerIds();
  if (!ids.includes(key)) return `BROKER="${key}" não é uma corretora. Conhecidas: ${ids.join(', ')} (pastas de packages/content/brokers/).`;
  const { profiles, lines } = checkBrokers();
  const profile = profiles.find((item) => item.id === key);
  const themes = uiThemeNames();
  if (profile && !themes.includes(profile.theme)) {
    lines.push(formatIssue(brokerFileLabel(key), { path: 'tema', message: `esperado um tema do site: ${themes.join(', ')}`, received: JSON.stringify(profile.theme) }));
  }
  return lines.length === 0 ? null : `Dados de corretora inválidos (nada foi gerado):\n${lines.map((line) => `  - ${line}`).join('\n')}`;
}
