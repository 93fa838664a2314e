/** Launch options of Debian's Chromium for every test tool (see chromium.mjs). */
export declare const chromium: { executablePath: string; args: string[] };
