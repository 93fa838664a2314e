/** The address of the illustrations' sprite file, drawn in the broker's theme (`broker-plugin.ts`). */
declare module 'virtual:illustration-sprite' {
  const url: string;
  export default url;
}
