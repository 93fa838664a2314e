import { Markdown, useOf } from '@storybook/addon-docs/blocks';
import { componentOf, guidance } from './guidance';

/**
 * "Quando usar / Quando não usar" on every component's docs page, read from the one table in
 * packages/ui/README.md (the component is the last segment of the stories' title).
 */
export function WhenToUse() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const name = componentOf(preparedMeta.title);
  const row = guidance.get(name);
  if (!row) {
    return (
      <p role="alert">
        Falta a linha de <code>{name}</code> na tabela “When to use each” de packages/ui/README.md.
      </p>
    );
  }
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: 16, margin: '16px 0 32px' }}>
      <section style={{ borderLeft: '4px solid #067647', paddingLeft: 12 }}>
        <h3 style={{ margin: 0 }}>Quando usar</h3>
        <Markdown>{row.use}</Markdown>
      </section>
      <section style={{ borderLeft: '4px solid #b42318', paddingLeft: 12 }}>
        <h3 style={{ margin: 0 }}>Quando não usar</h3>
        <Markdown>{row.avoid}</Markdown>
      </section>
    </div>
  );
}
