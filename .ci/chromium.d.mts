/** Types for chromium.mjs (see there): the launch options of Debian Chromium and the fonts it sees. */
export declare const fontconfigFile: string;
export declare const chromium: { executablePath: string; args: string[]; env: Record<string, string | undefined> };
