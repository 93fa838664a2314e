/** Ids of the profiles in src/profiles/ (one `<id>.ts` each). */
export declare function brokerProfileIds(): string[];
/** Vite plugin resolving `#broker-profile` to `src/profiles/<BROKER>.ts` (default `default`). */
export declare function brokerProfile(options?: { broker?: string }): {
  name: string;
  enforce: 'pre';
  configResolved(): void;
  resolveId(source: string): string | null;
};
