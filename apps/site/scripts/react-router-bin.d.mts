/** The React Router CLI's file, as its package names it (see react-router-bin.mjs). */
export declare const reactRouterBin: string;
