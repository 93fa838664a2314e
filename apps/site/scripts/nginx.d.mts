/** Real nginx around the build's nginx.conf, for the tests (see nginx.mjs). */
export declare const nginxPath: string;
export declare const brotliModule: string;
export declare function hasBrotliModule(): boolean;
export declare function nginxServerConfig(options: { port: number; clientDir: string; siteConf: string; brotliConf?: string; tempDir: string }): string;
export declare function writeNginxServerConfig(options: { port: number; buildDir: string }): { tempDir: string; configFile: string };
export declare function nginxArguments(tempDir: string, configFile: string): string[];
