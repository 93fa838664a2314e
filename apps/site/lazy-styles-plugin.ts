import { transform } from 'lightningcss';
import type { Plugin } from 'vite';

/**
 * The styles of a lazy module, kept out of the site's one stylesheet and shipped inside that
 * module instead. The site builds one stylesheet (`cssCodeSplit: false`) that every page loads
 * after hydrating and whose byte budget is tight (`postbuild/budgets.test.ts`): a component only a few
 * visitors ever open (the FIPE lookup's combobox) would make every page pay for its rules. Here,
 * the vanilla-extract styles of the modules `include` matches (in its order) are taken out of that stylesheet,
 * minified, and written into the module that imports `virtual:lazy-styles/<name>` as a string,
 * which it puts in the page when it arrives (`app/vehicle-value/lookupStyles.ts`): one request, and the chunk's hash
 * covers its styles. In development vanilla-extract injects every style itself: the string is
 * empty.
 */
export function lazyStyles(name: string, include: readonly RegExp[]): Plugin {
  const virtualId = `virtual:lazy-styles/${name}`;
  const resolvedId = `\0${virtualId}`;
  // A string the module holds until the bundle is rendered, when every style has been collected.
  const placeholder = `__LAZY_STYLES_${name.replace(/\W/g, '_')}__`;
  const collected = new Map<string, string>();
  let build = false;
  return {
    name: 'site:lazy-styles',
    // Before Vite's CSS plugins: they would add the rules to the site's stylesheet.
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(source) {
      return source === virtualId ? resolvedId : null;
    },
    load(id) {
      if (id !== resolvedId) return null;
      return `export default ${JSON.stringify(build && this.environment.name === 'client' ? placeholder : '')};\n`;
    },
    transform(code, id) {
      if (!build || this.environment.name !== 'client') return null;
      const [file] = id.split('?');
      if (!file?.endsWith('.css.ts.vanilla.css') || !include.some((pattern) => pattern.test(file))) return null;
      collected.set(file, code);
      return { code: '', map: null };
    },
    renderChunk(code) {
      const literal = new RegExp(`(["'\`])${placeholder}\\1`);
      if (!literal.test(code)) return null;
      // In `include`'s order (a component's rules before those that adapt it), then by id: the
      // cascade the same whatever order the modules were transformed in.
      const rank = (file: string) => include.findIndex((pattern) => pattern.test(file));
      const css = [...collected]
        .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
        .map(([, text]) => text)
        .join('\n');
      const { code: minified } = transform({ filename: `${name}.css`, code: Buffer.from(css), minify: true });
      return { code: code.replace(literal, JSON.stringify(minified.toString())), map: null };
    },
  };
}

/**
 * The FIPE lookup's styles (its own and the combobox's), inside its lazy module, not in the site's
 * one stylesheet: only visitors who ask for the table need them. In the site's build and the
 * islands' (postbuild/islands.ts: the landing's simulator and the wizard open the lookup).
 */
export const fipeLookupStyles = (): Plugin => lazyStyles('fipe-lookup', [/packages[\\/]ui[\\/]src[\\/]Combobox[\\/]/, /app[\\/]vehicle-value[\\/]/]);
