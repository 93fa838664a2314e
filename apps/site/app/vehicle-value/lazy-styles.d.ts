/** `virtual:lazy-styles/<name>`: the minified styles of a lazy module (`lazy-styles-plugin.ts`). */
declare module 'virtual:lazy-styles/*' {
  const css: string;
  export default css;
}
