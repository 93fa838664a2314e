import type { CSSProperties, ReactNode } from 'react';
import defaultTokens from '../../packages/ui/tokens/default.tokens.json';
import terracottaTokens from '../../packages/ui/tokens/terracotta.tokens.json';
import { contrast, contrastPairs } from '../../packages/ui/tokens/contrast';

/**
 * The foundations of one theme, drawn from its DTCG file (packages/ui/tokens/<theme>.tokens.json,
 * generated from the theme's values): colour roles with contrast ratios, type scale, spacing,
 * radii, shadows and motion.
 */

type Dimension = { value: number; unit: string };
type Color = { components: number[]; alpha?: number; hex: string };
type Shadow = { color: Color; offsetX: Dimension; offsetY: Dimension; blur: Dimension; spread: Dimension };
type Token = { $type: string; $value: unknown; $description?: string; $extensions?: Record<string, { css?: string }> };
type Group = { $description?: string } & { [key: string]: unknown };

const documents = { default: defaultTokens, terracotta: terracottaTokens } as unknown as Record<string, Group>;
const EXTENSION = 'dev.broker-ui';

const isToken = (value: unknown): value is Token => typeof value === 'object' && value !== null && '$value' in value;
const entries = (group: Group) =>
  Object.entries(group).filter((entry): entry is [string, Token] => !entry[0].startsWith('$') && isToken(entry[1]));
const sub = (group: Group, key: string) => group[key] as Group;

const dim = (d: Dimension) => `${d.value}${d.unit}`;
/** The CSS the theme really uses (a clamp(), an em) when DTCG could not express it, else the value. */
const cssOf = (token: Token): string => {
  const css = token.$extensions?.[EXTENSION]?.css;
  if (css) return css;
  const v = token.$value as Dimension | Color | number | string[];
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.map((f) => (/\s/.test(f) ? `"${f}"` : f)).join(', ');
  if ('hex' in v) return colorCss(v);
  return dim(v);
};
const colorCss = (c: Color) =>
  c.alpha === undefined ? c.hex : `rgba(${c.components.map((x) => Math.round(x * 255)).join(', ')}, ${c.alpha})`;
const shadowCss = (layers: Shadow[]) =>
  layers.map((s) => `${dim(s.offsetX)} ${dim(s.offsetY)} ${dim(s.blur)} ${dim(s.spread)} ${colorCss(s.color)}`).join(', ');

/** A description with its `code` spans set as code. */
function Text({ children }: { children?: string }) {
  return <>{(children ?? '').split(/`([^`]+)`/).map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}</>;
}

const formatRatio = (n: number) => `${n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}:1`;

const cell: CSSProperties = { padding: '6px 8px', borderBottom: '1px solid #e5e7eb', verticalAlign: 'middle', textAlign: 'left' };
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: 12 };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '12px 0 32px', fontSize: 14 }}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} style={{ ...cell, fontWeight: 700 }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * One token's row: its name and CSS value (`value`, else its own) as code, its use, and, when
 * given, a sample of it in a last cell (styled by `sampleStyle`).
 */
type TokenRowProps = {
  name: string;
  token: Token;
  value?: string;
  sample?: ReactNode;
  sampleStyle?: CSSProperties;
  className?: string;
};

function TokenRow({ name, token, value = cssOf(token), sample, sampleStyle, className }: TokenRowProps) {
  return (
    <tr className={className}>
      <td style={{ ...cell, ...code }}>{name}</td>
      <td style={{ ...cell, ...code }}>{value}</td>
      <td style={cell}>
        <Text>{token.$description}</Text>
      </td>
      {sample === undefined ? null : <td style={{ ...cell, ...sampleStyle }}>{sample}</td>}
    </tr>
  );
}

/** A row for each token of the group `name` of `doc` (`space.md`…), with what `extra` gives a token's row. */
const tokenRows = (doc: Group, name: string, extra: (token: Token) => Partial<TokenRowProps> = () => ({})) =>
  entries(sub(doc, name)).map(([key, token]) => (
    <TokenRow key={`${name}.${key}`} name={`${name}.${key}`} token={token} {...extra(token)} />
  ));

function Swatch({ color }: { color: Color }) {
  return (
    <span
      aria-hidden
      style={{ display: 'inline-block', width: 32, height: 24, borderRadius: 4, background: colorCss(color), border: '1px solid #d1d5db' }}
    />
  );
}

function Colours({ color }: { color: Group }) {
  const roles = (group: Group, prefix: string): Array<[string, Token]> =>
    Object.entries(group).flatMap(([key, value]) => {
      if (key.startsWith('$')) return [];
      if (isToken(value)) return [[`${prefix}${key}`, value] as [string, Token]];
      return roles(value as Group, `${prefix}${key}.`);
    });
  return (
    <>
      <h2>Cores</h2>
      <p>
        <Text>{color.$description}</Text>
      </p>
      <Table head={['Papel', 'Cor', 'Valor', 'Para quê']}>
        {roles(color, '').map(([path, token]) => (
          <tr key={path}>
            <td style={{ ...cell, ...code }}>color.{path}</td>
            <td style={cell}>
              <Swatch color={token.$value as Color} />
            </td>
            <td style={{ ...cell, ...code }}>{colorCss(token.$value as Color)}</td>
            <td style={cell}>
              <Text>{token.$description}</Text>
            </td>
          </tr>
        ))}
      </Table>
      <h3>Contraste</h3>
      <p>
        Razão de contraste (WCAG 2) de cada papel de texto ou de interface sobre o fundo em que é usado. Texto precisa
        de 4,5:1; bordas e partes de controles, de 3:1.
      </p>
      <Table head={['Amostra', 'Papel', 'Sobre', 'Razão', 'Mínimo', '']}>
        {contrastPairs(color).map(({ role, on, fg, bg, min }) => {
          const ratio = contrast(fg, bg);
          const ok = ratio >= min;
          return (
            <tr key={`${role} ${on}`}>
              <td style={cell}>
                <span
                  style={{
                    display: 'inline-block',
                    padding: '2px 10px',
                    borderRadius: 4,
                    background: bg.hex,
                    color: fg.hex,
                    border: min === 3 ? `2px solid ${fg.hex}` : undefined,
                    fontWeight: 600,
                  }}
                >
                  Aa
                </span>
              </td>
              <td style={{ ...cell, ...code }}>{role}</td>
              <td style={{ ...cell, ...code }}>{on}</td>
              <td style={{ ...cell, fontVariantNumeric: 'tabular-nums' }}>{formatRatio(ratio)}</td>
              <td style={cell}>{min.toLocaleString('pt-BR')}:1</td>
              <td style={{ ...cell, color: ok ? '#05603a' : '#a61f15', fontWeight: 700 }}>{ok ? '✓ passa' : '✗ falha'}</td>
            </tr>
          );
        })}
      </Table>
    </>
  );
}

function Type({ doc }: { doc: Group }) {
  const font = sub(doc, 'font');
  const body = cssOf(sub(font, 'body') as unknown as Token);
  return (
    <>
      <h2>Tipografia</h2>
      <Table head={['Família', 'Pilha', 'Amostra']}>
        {entries(font).map(([key, token]) => (
          <tr key={key}>
            <td style={{ ...cell, ...code }}>font.{key}</td>
            <td style={{ ...cell, ...code }}>{cssOf(token)}</td>
            <td style={{ ...cell, fontFamily: cssOf(token), fontSize: 18 }}>Financiamento de veículos — R$ 1.234,56</td>
          </tr>
        ))}
      </Table>
      <h3>Escala de tamanhos</h3>
      <p>{sub(doc, 'fontSize').$description} Tamanhos fluidos mostram o intervalo do celular ao desktop.</p>
      <Table head={['Token', 'Tamanho', 'Uso', 'Amostra']}>
        {tokenRows(doc, 'fontSize', (token) => ({
          sample: 'Simule seu financiamento',
          sampleStyle: { fontFamily: body, fontSize: cssOf(token), lineHeight: 1.2 },
        }))}
      </Table>
      <Table head={['Token', 'Valor', 'Uso']}>
        {(['fontWeight', 'lineHeight', 'letterSpacing'] as const).flatMap((group) => tokenRows(doc, group))}
      </Table>
    </>
  );
}

/** The theme's primary action colour, for bars and dots. */
const accent = (doc: Group) => ((sub(sub(sub(doc, 'color'), 'tone'), 'primary').solid as Token).$value as Color).hex;

function Spacing({ doc }: { doc: Group }) {
  return (
    <>
      <h2>Espaçamento</h2>
      <p>
        <Text>{sub(doc, 'space').$description}</Text>
      </p>
      <Table head={['Token', 'Valor', 'Uso', '']}>
        {tokenRows(doc, 'space', (token) => ({
          sample: <span style={{ display: 'block', height: 12, width: cssOf(token), background: accent(doc), borderRadius: 2 }} />,
        }))}
      </Table>
    </>
  );
}

function Shapes({ doc }: { doc: Group }) {
  const surface = (sub(sub(doc, 'color'), 'background').surface as Token).$value as Color;
  const border = (sub(sub(doc, 'color'), 'border').subtle as Token).$value as Color;
  const box = (extra: CSSProperties): CSSProperties => ({
    width: 96,
    height: 56,
    background: surface.hex,
    border: `1px solid ${border.hex}`,
    ...extra,
  });
  return (
    <>
      <h2>Cantos</h2>
      <Table head={['Token', 'Valor', 'Uso', '']}>
        {tokenRows(doc, 'radius', (token) => ({ sample: <div style={box({ borderRadius: cssOf(token) })} /> }))}
      </Table>
      <h2>Sombras</h2>
      <Table head={['Token', 'Valor', 'Uso', '']}>
        {tokenRows(doc, 'shadow', (token) => {
          const css = shadowCss(token.$value as Shadow[]);
          return { value: css, sample: <div style={box({ boxShadow: css, borderRadius: 8 })} />, sampleStyle: { padding: 20 } };
        })}
      </Table>
    </>
  );
}

function Motion({ doc }: { doc: Group }) {
  const motion = sub(doc, 'motion');
  const easing = (motion.easing as Token).$value as number[];
  return (
    <>
      <h2>Movimento</h2>
      <p>
        {motion.$description} Passe o mouse sobre uma linha para ver a transição (nada se move com “reduzir movimento”
        ativado no sistema).
      </p>
      <style>{`
        .sb-foundations-motion:hover .sb-foundations-dot { transform: translateX(160px); }
        @media (prefers-reduced-motion: reduce) { .sb-foundations-dot { transition: none !important; } }
      `}</style>
      <Table head={['Token', 'Valor', 'Uso', '']}>
        {tokenRows(doc, 'motion', (token) => {
          const isEasing = token.$type === 'cubicBezier';
          const css = isEasing ? `cubic-bezier(${easing.join(', ')})` : dim(token.$value as Dimension);
          return {
            className: 'sb-foundations-motion',
            value: css,
            sampleStyle: { width: 200 },
            sample: isEasing ? null : (
              <span
                className="sb-foundations-dot"
                style={{
                  display: 'block',
                  width: 16,
                  height: 16,
                  borderRadius: 8,
                  background: accent(doc),
                  transition: `transform ${css} cubic-bezier(${easing.join(', ')})`,
                }}
              />
            ),
          };
        })}
      </Table>
    </>
  );
}

/** Every foundation of a theme. */
export function Foundations({ theme }: { theme: 'default' | 'terracotta' }) {
  const doc = documents[theme];
  if (!doc) throw new Error(`No tokens for theme "${theme}"`);
  return (
    <>
      <p>
        <Text>{doc.$description}</Text>
      </p>
      <p>
        Valores lidos de <code>packages/ui/tokens/{theme}.tokens.json</code> (formato DTCG, gerado a partir do tema).
      </p>
      <Colours color={sub(doc, 'color')} />
      <Type doc={doc} />
      <Spacing doc={doc} />
      <Shapes doc={doc} />
      <Motion doc={doc} />
    </>
  );
}
