// Lucide's icon modules, imported one by one (drawings.ts): each is an icon's drawing, its default export.
declare module 'lucide/dist/esm/icons/*.mjs' {
  const icon: import('lucide').IconNode;
  export default icon;
}
