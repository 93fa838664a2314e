/** Types of `variant.mjs` (plain JavaScript: the build script runs it in Node without a compiler). */
export declare const variant: { readonly id: string; readonly buildDir: string; readonly produtos: Record<string, unknown> };
export declare function variantBrokersDir(): string;
