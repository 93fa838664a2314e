/** An inline script's bundled text (`deploy/inline-scripts.ts`; empty in the client's modules): `import text from './x.inline.ts?inline-script'`. */
declare module '*?inline-script' {
  const text: string;
  export default text;
}

/** The address of the illustrations' sprite file, drawn in the broker's theme (`broker-plugin.ts`). */
declare module 'virtual:illustration-sprite' {
  const url: string;
  export default url;
}
