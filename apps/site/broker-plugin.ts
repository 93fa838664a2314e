import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { BrokerProfile, OfferedProducts } from '@repo/content/brokers';
import { uiThemeNames } from './ui-themes.ts';
import { PhotoError, photoCacheDir, photoSizes, photosModule as photosModuleSource, processPhoto } from './postbuild/photos.ts';
import { gallerySource } from './postbuild/portraits.ts';

/** Imported by `app/brand.ts`: the stylesheet of the active broker's `@repo/ui` theme. */
export const brokerThemeStylesheet = 'virtual:broker-theme.css';

/**
 * Imported by the site (`app/components/SiteIllustration.tsx`): the address of the illustrations'
 * sprite file, drawn at build in the broker's theme's values and served beside the scripts under a
 * name that changes with its content.
 */
const spriteImport = 'virtual:illustration-sprite';
const spriteModule = '\0illustration-sprite';

/**
 * Imported by `@repo/content`: the active broker's checked profile (`broker.ts`) and, apart, its
 * client photos as served (`gallery.ts`), so that only the gallery's page loads the photos' list, and
 * its FIPE API token (`fipe.ts`), so that only the FIPE lookup's lazy module carries it.
 */
const profileImport = '#broker-profile';
const profileModule = '\0broker-profile';
const photosImport = '#broker-photos';
const photosModule = '\0broker-photos';
const fipeImport = '#broker-fipe';
const fipeModule = '\0broker-fipe';
const brokerAnalyticsImport = '#broker-analytics';
const brokerAnalyticsModule = '\0broker-analytics';

/**
 * Imported by the site: the counting code (`app/analytics/on.tsx`) for a broker with counts
 * (`estatisticas` in its file), a module of no-ops (`app/analytics/off.ts`) for one without, so that
 * its build holds no byte of the tracker, its queue or its inline script.
 */
const analyticsImport = '#analytics';
const analyticsModules = {
  on: fileURLToPath(new URL('./app/analytics/on.tsx', import.meta.url)),
  off: fileURLToPath(new URL('./app/analytics/off.ts', import.meta.url)),
};

const require = createRequire(import.meta.url);

/** A module of `@repo/ui` as TypeScript source (its `source` export), which Vite's module runner evaluates. */
function uiSource(subpath: string): string {
  const { exports } = require('@repo/ui/package.json') as { exports: Record<string, { source?: string }> };
  return path.join(path.dirname(require.resolve('@repo/ui/package.json')), exports[subpath]!.source!);
}

/** The first 8 hex digits of a file's SHA-256: its served name changes with its content. */
const contentHash = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 8);

/** The `Content-Type` of a file the dev server serves from memory (photos, logos, the sprite). */
const imageTypes: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif' };

/** A {@link BrokerProfile}'s phone number: written three ways in the profile, built from one. */
function isPhone(value: unknown): value is { display: string } {
  return typeof value === 'object' && value !== null && 'international' in value && 'e164' in value && 'display' in value;
}

/**
 * The module `#broker-profile` becomes: the checked profile (its photos are `#broker-photos`, its
 * FIPE token `#broker-fipe`, its counts `#broker-analytics`) as an object literal, each phone number written once as `phoneNumber("(66) 99999-0000")` (its three forms are derived) and the map built
 * by `googleMapsEmbedUrl` when it is the default one: every page loads this module, so its bytes
 * count (the budgets of `postbuild/budgets.test.ts`).
 */
function profileSource({ photos: _photos, fipeToken: _fipeToken, analytics: _analytics, ...profile }: BrokerProfile, { helpers, mapUrl }: { helpers: string; mapUrl: (latitude: number, longitude: number) => string }): string {
  const head = profile.identity.stores[0].address;
  const marker = '\u0000';
  const literal = JSON.stringify(profile, (_key, value: unknown) => {
    if (isPhone(value)) return `${marker}phone:${value.display}`;
    if (value === mapUrl(head.latitude, head.longitude)) return `${marker}map`;
    return value;
  })
    .replace(/"\\u0000phone:([^"]*)"/g, (_match, display: string) => `phoneNumber(${JSON.stringify(display)})`)
    .replace(/"\\u0000map"/g, `googleMapsEmbedUrl(${head.latitude}, ${head.longitude})`);
  return `import { googleMapsEmbedUrl, phoneNumber } from ${JSON.stringify(helpers)};\nexport const profile = ${literal};\n`;
}

/**
 * The one mechanism that picks the broker: `BROKER=<id>` (default `default`) names a folder of
 * `packages/content/brokers/`; its file is read and checked once, here, with every other broker's
 * (a CNPJ may not belong to two), and its theme against `@repo/ui`'s. Any mistake stops the build
 * before anything is written, with the Portuguese message of the schema. Then:
 * - `#broker-profile` is a module holding that broker's checked profile, and no other's;
 * - `#analytics` is the site's counting code when the broker has counts configured, else no-ops
 *   (`#broker-analytics` holds the configuration, for the counting code only);
 * - {@link brokerThemeStylesheet} is `@repo/ui/themes/<theme>.css` (inside the workspace, the
 *   theme's `.css.ts` source), so the site's one stylesheet holds that theme only;
 * - its client photos (`fotos`), or the clients drawn in place of those a made-up broker lists
 *   without a file (postbuild/portraits.ts), are made into the gallery's responsive images (postbuild/photos.ts: a
 *   photo that cannot be is a mistake of the file, named like the schema's), `#broker-photos` lists
 *   them, and they are served, and written into the build, under `photosPath`;
 * - `virtual:illustration-sprite` is the address of `@repo/ui`'s illustrations drawn in its theme's
 *   values, one SVG file the pages' pictures `<use>` (no script, no CSS; decision 0010).
 */
export function brokerSite(): Plugin {
  let broker:
    | {
        profile: BrokerProfile;
        profileHelpers: { helpers: string; mapUrl: (latitude: number, longitude: number) => string };
        brokersDir: string;
        photosDir: string;
        photosPath: string;
        /** The institutions' logos as served: the profile names them by address, the files by that address. */
        logoFiles: Map<string, Buffer>;
        photoStem: (file: string) => string;
        photoIssue: (index: number, file: string, message: string) => Error;
        stylesheet: string;
      }
    | undefined;
  const active = () => {
    if (!broker) throw new Error('site:broker: a corretora ainda não foi lida; ela é lida no hook config do Vite, que roda antes dos outros hooks deste plugin');
    return broker;
  };
  let offered: OfferedProducts | undefined;
  /** The broker's theme's values, which the photos' backgrounds and the sprite are drawn in. */
  let theme: Promise<import('@repo/ui/theme-values').ThemeValues> | undefined;
  const themeValues = () =>
    (theme ??= runnerImport<typeof import('@repo/ui/theme-values')>(uiSource('./theme-values')).then(
      ({ module }) => module.themeValues[active().profile.theme as keyof typeof module.themeValues],
    ));
  /** The photos as served, made once per build (or dev server): the module's source and the files, by path. */
  let served: Promise<{ source: string; files: Map<string, Buffer> }> | undefined;
  const servedPhotos = () => (served ??= makePhotos());
  async function makePhotos() {
    const { profile, photosDir, photosPath, photoStem, photoIssue } = active();
    const [theme, { module: content }] = await Promise.all([
      themeValues(),
      runnerImport<typeof import('@repo/content')>(require.resolve('@repo/content')),
    ]);
    const { carousel, galleryPhotoAspect } = content;
    const files = new Map<string, Buffer>();
    const photos = [];
    for (const [index, entry] of profile.photos.entries()) {
      const { file, alt } = entry;
      const id = photoStem(file);
      let photo;
      try {
        const source = gallerySource(entry, { brokerId: profile.id, photosDir, theme, aspect: galleryPhotoAspect });
        photo = await processPhoto(source, { file, id, aspect: galleryPhotoAspect }, photoCacheDir);
      } catch (error) {
        throw error instanceof PhotoError ? photoIssue(index, file, error.message) : error;
      }
      for (const made of photo.files) files.set(`${photosPath}/${made.fileName}`, made.bytes);
      photos.push({ id, alt, photo, illustration: entry.illustration === true });
    }
    const sizes = photoSizes(theme, carousel.visible);
    return { source: photosModuleSource(photos, { photosPath, aspect: galleryPhotoAspect, sizes }), files };
  }
  /** The illustrations' sprite file, drawn once per build (or dev server) in the broker's theme. */
  let sprite: Promise<{ url: string; source: string }> | undefined;
  const illustrationSprite = () => (sprite ??= drawSprite());
  async function drawSprite() {
    const [theme, { module: symbols }] = await Promise.all([
      themeValues(),
      runnerImport<typeof import('@repo/ui/illustration-sprite')>(uiSource('./illustration-sprite')),
    ]);
    const source = symbols.illustrationSpriteIn(theme);
    return { url: `/assets/ilustracoes-${contentHash(source)}.svg`, source };
  }
  /**
   * Every file the plugin serves beside the build's own, by address: the photos, the logos and the
   * sprite. The dev server answers from it; the build writes it.
   */
  async function servedFiles(): Promise<Map<string, string | Buffer>> {
    const [{ files: photos }, sprite] = await Promise.all([servedPhotos(), illustrationSprite()]);
    return new Map<string, string | Buffer>([...photos, ...active().logoFiles, [sprite.url, sprite.source]]);
  }
  /** Reads and checks the brokers once (the build's first hook), the one named by `BROKER` kept. */
  async function readBroker() {
    // The loader is TypeScript; Vite's module runner evaluates it as the build would.
    const { module } = await runnerImport<typeof import('@repo/content/brokers')>(require.resolve('@repo/content/brokers'));
    const profile = module.loadBroker(process.env.BROKER);
    const names = uiThemeNames();
    if (!names.includes(profile.theme)) {
      throw new module.BrokerDataError([
        module.formatIssue(module.brokerFileLabel(profile.id), {
          path: 'tema',
          message: `esperado um tema do site: ${names.join(', ')}`,
          received: JSON.stringify(profile.theme),
        }),
      ]);
    }
    // Each logo under a name that changes with its content: a logo replaced is a new address.
    const logoFiles = new Map<string, Buffer>();
    const logos = Object.fromEntries(
      Object.entries(profile.institutions.logos ?? {}).map(([institution, file]) => {
        const bytes = readFileSync(path.join(module.brokerPhotosDir(profile.id), file));
        const url = `${module.logosPath}/${module.photoStem(file)}-${contentHash(bytes)}${path.extname(file).toLowerCase()}`;
        logoFiles.set(url, bytes);
        return [institution, url];
      }),
    );
    broker = {
      profile: logoFiles.size > 0 ? { ...profile, institutions: { ...profile.institutions, logos } } : profile,
      logoFiles,
      profileHelpers: {
        helpers: path.join(path.dirname(require.resolve('@repo/content/brokers')), 'profile.ts'),
        mapUrl: module.googleMapsEmbedUrl,
      },
      brokersDir: module.brokersDir,
      photosDir: module.brokerPhotosDir(profile.id),
      photosPath: module.photosPath,
      photoStem: module.photoStem,
      photoIssue: (index, file, message) =>
        new module.BrokerDataError([
          module.formatIssue(module.brokerFileLabel(profile.id), { path: `fotos.${index}.arquivo`, message, received: JSON.stringify(file) }),
        ]),
      stylesheet: `@repo/ui/themes/${profile.theme}.css`,
    };
    offered = module.offeredProducts(profile);
  }
  return {
    name: 'site:broker',
    enforce: 'pre',
    // Read in `config`, not later: the products the broker offers become literals of the build
    // (`define`), so the code of one it does not offer is a dead branch the bundler leaves out.
    async config() {
      if (!broker) await readBroker();
      return {
        define: {
          ...Object.fromEntries(Object.entries(offered!).map(([name, on]) => [`BROKER_OFFERS.${name}`, String(on)])),
          // The year of the build, the footer's copyright (`copyrightLine`): one literal for the
          // prerendered page and the scripts that hydrate it.
          BUILD_YEAR: String(new Date().getFullYear()),
        },
      };
    },
    resolveId(source, importer, options) {
      if (source === profileImport) return profileModule;
      if (source === photosImport) return photosModule;
      if (source === fipeImport) return fipeModule;
      if (source === brokerAnalyticsImport) return brokerAnalyticsModule;
      if (source === spriteImport) return spriteModule;
      if (source === analyticsImport) return analyticsModules[active().profile.analytics ? 'on' : 'off'];
      if (source === brokerThemeStylesheet) return this.resolve(active().stylesheet, importer, { ...options, skipSelf: true });
      return null;
    },
    async load(id) {
      if (id === profileModule) return profileSource(active().profile, active().profileHelpers);
      if (id === photosModule) return (await servedPhotos()).source;
      if (id === fipeModule) return `export const fipeToken = ${JSON.stringify(active().profile.fipeToken)};\n`;
      if (id === spriteModule) return `export default ${JSON.stringify((await illustrationSprite()).url)};\n`;
      if (id === brokerAnalyticsModule) return `export const analytics = ${JSON.stringify(active().profile.analytics ?? null)};\n`;
      return null;
    },
    configureServer(server) {
      // A broker's file or photo changed (by the editor in local mode, or by hand): the server
      // starts again, reading and checking the brokers anew; a mistake is printed, in Portuguese,
      // and the server keeps the last good data.
      let timer: NodeJS.Timeout | undefined;
      server.watcher.add(active().brokersDir);
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(active().brokersDir)) return;
        clearTimeout(timer);
        timer = setTimeout(() => void server.restart(), 300);
      });
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split('?')[0] ?? '';
        const type = imageTypes[path.extname(url).toLowerCase()];
        if (!type) return next();
        servedFiles().then((files) => {
          const file = files.get(url);
          if (file === undefined) return next();
          response.setHeader('Content-Type', type);
          response.end(file);
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const [url, source] of await servedFiles()) this.emitFile({ type: 'asset', fileName: url.slice(1), source });
    },
  };
}
