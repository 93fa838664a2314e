/// <reference types="vite/client" />
import readme from '../../packages/ui/README.md?raw';

export type Guidance = { use: string; avoid: string };

/** `| \`Name\` | use it for | not for |` rows of the README's "When to use each" table, by component. */
export function parseWhenToUse(markdown: string): Map<string, Guidance> {
  const section = markdown.split(/^### When to use each$/m)[1]?.split(/^#{2,3} /m)[0] ?? '';
  const rows = new Map<string, Guidance>();
  for (const line of section.split('\n')) {
    const cells = line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.trim().replace(/\\\|/g, '|'));
    const name = /^`(\w+)`$/.exec(cells[0] ?? '')?.[1];
    if (name && cells.length === 3) rows.set(name, { use: cells[1]!, avoid: cells[2]! });
  }
  return rows;
}

/** The one source of each component's guidance: packages/ui/README.md. */
export const guidance = parseWhenToUse(readme);

/** The component a stories title documents ("Feedback/Dialog" → "Dialog"). */
export const componentOf = (title: string) => title.split('/').pop()!;
