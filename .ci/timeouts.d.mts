/** Types for timeouts.mjs (the type checks read the vitest configs importing it). */
export declare const unitTestTimeout: number;
export declare const buildCheckTimeout: number;
export declare const formPropertyTimeout: number;
