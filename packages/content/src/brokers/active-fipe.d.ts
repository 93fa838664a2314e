/** The type of `#broker-fipe` for TypeScript (see `active.d.ts`). */
export declare const fipeToken: string | null;
