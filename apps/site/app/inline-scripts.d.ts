/** An inline script's bundled text (`postbuild/inline-scripts.ts`; empty in the client's modules): `import text from './x.inline.ts?inline-script'`. */
declare module '*?inline-script' {
  const text: string;
  export default text;
}
