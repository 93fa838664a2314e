import { centralBankPhone, channelsPage } from '@repo/content';
import { channelAnswer, checkChannel } from '@repo/whatsapp/channels';
import { describe, expect, it } from 'vitest';
import { builtPages } from './built-pages';
import { attribute, elements } from './html';
import { publicPaths } from './routes';

/**
 * Every channel the built site publishes is ours to the channel checker (/canais-oficiais): each
 * tel:, mailto:, WhatsApp and social link of every public page, and the site's own address, in the
 * ways people copy them, gets the verdict the checker shows in green (`official`, which titles it
 * `channelsPage.results.official`: app/flows/channels/ChannelChecker.test.tsx), in a sentence that
 * never says "Verificado como". Read from the build on disk, as it is served.
 */
describe('every channel the built site publishes is ours to the checker', () => {
  it('the tel:, mailto:, WhatsApp and social links and the site’s own address of every page each get the green verdict', async () => {
    const files = new Set(publicPaths.map((path) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`)));
    const pages = (await builtPages()).filter((page) => files.has(page.file));
    expect(pages).toHaveLength(files.size);
    // Every link of every public page (the parser reads its entities: `&amp;` is `&`). The site's
    // own address is what its pages say they are (the canonical link): the checker must know it.
    const hrefs = new Set(pages.flatMap((page) => elements(page.html).flatMap((element) => attribute(element, 'href') ?? [])));
    const canonicalHosts = new Set(
      [...hrefs].filter((href) => /^https?:\/\//.test(href) && publicPaths.some((path) => href.endsWith(path === '/' ? '/' : path))).map((href) => new URL(href).host),
    );
    const channels = {
      phones: [...hrefs].filter((href) => href.startsWith('tel:') && href !== `tel:${centralBankPhone}`),
      emails: [...hrefs].filter((href) => href.startsWith('mailto:')),
      whatsapp: [...hrefs].filter((href) => /^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(href)),
      social: [...hrefs].filter((href) => /^https:\/\/(www\.)?(instagram|facebook)\.com\//.test(href)),
      site: [...hrefs].filter((href) => /^https?:\/\//.test(href) && canonicalHosts.has(new URL(href).host)),
    };
    // None of the kinds may be missing: a walk over nothing would pass.
    for (const [kind, found] of Object.entries(channels)) expect(found, `the site's ${kind} links`).not.toEqual([]);
    // Each kind as linked, and the ways people copy it: a link's number, a handle with and without @.
    const walked = [
      ...channels.phones,
      ...channels.phones.map((href) => href.replace(/^tel:/, '')),
      ...channels.emails,
      ...channels.emails.map((href) => href.replace(/^mailto:/, '').replace(/\?.*$/, '')),
      ...channels.whatsapp,
      ...channels.social,
      ...channels.social.map((href) => `@${new URL(href).pathname.split('/')[1]}`),
      ...channels.social.map((href) => new URL(href).pathname.split('/')[1]!),
      ...channels.site,
      ...canonicalHosts,
    ];
    const notGreen = [...new Set(walked)].flatMap((typed) => {
      const check = checkChannel(typed);
      return check.official ? [] : [`${typed} → ${channelAnswer(check)}`];
    });
    expect(notGreen).toEqual([]);
    for (const typed of new Set(walked)) expect(`${channelAnswer(checkChannel(typed))} ${channelsPage.noAdvance}`).not.toContain('Verificado como');
  });
});
