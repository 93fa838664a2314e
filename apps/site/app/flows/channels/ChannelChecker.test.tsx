import { broker, channelsPage } from '@repo/content';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { button, pressSequentially, renderAt } from '../flowTesting';
import { ChannelChecker } from './ChannelChecker';

/*
 * The check of a contact on /canais-oficiais, rendered as the page renders it, in real Chromium: the
 * verdict each kind of contact gets, in whole sentences. The page's list, the checker before
 * hydration and without JavaScript, and a check sending nothing anywhere, on both sizes, are the e2e
 * suite's (e2e/channels.spec.ts); every channel the built pages link to is checked against the
 * checker in postbuild/channels.test.ts. docs/e2e-moves.md lists what moved here.
 */

const openChecker = () => renderAt('', <ChannelChecker />);
const field = () => page.getByRole('textbox', { name: channelsPage.checker.label });
const verify = () => button(channelsPage.checker.submit);
const verdict = () => page.getByRole('status');

/** Checks `typed` as pasted, and returns once the verdict has been rendered. */
async function check(typed: string) {
  await field().fill(typed);
  await verify().click();
}

describe('official channels › the checker’s verdict', () => {
  it('a look-alike site, a random PIX key and the broker’s site without www', async () => {
    await openChecker();
    const host = broker.siteUrl.replace(/^https:\/\/(www\.)?/, '');
    await check(`https://${host}.pagamento-liberacao.com`);
    await expect.element(verdict()).toMatchTextContent(channelsPage.results.notOurs);
    await check('123e4567-e89b-12d3-a456-426614174000');
    await expect.element(verdict()).toMatchTextContent(channelsPage.results.randomKey);
    await check(host);
    await expect.element(verdict()).toMatchTextContent(channelsPage.results.official);
    // An official channel: the green title, and that no payment is ever asked in advance.
    await expect.element(verdict()).toMatchTextContent(channelsPage.noAdvance);
  });

  it('our wa.me link pasted, our handle typed with @, a 0800 and a word: each answered in a whole sentence', async () => {
    await openChecker();
    const handle = broker.social.instagram.split('/').at(-1)!;
    const said = () => verdict().element().textContent ?? '';
    await check(`https://wa.me/${broker.whatsapp.international}`);
    await expect.poll(said).toContain(channelsPage.results.official);
    await expect.poll(said).toContain(`Reconhecemos um link do WhatsApp para o número ${broker.whatsapp.display}, que está na nossa lista de canais (WhatsApp).`);

    await field().fill('');
    await pressSequentially(field(), `@${handle}`);
    await userEvent.keyboard('{Enter}');
    await expect.poll(said).toContain(`Reconhecemos o perfil @${handle}, que está na nossa lista de canais (Instagram e Facebook).`);
    expect(said()).toContain(channelsPage.results.official);

    await check('0800 123 4567');
    await expect.poll(said).toContain('Reconhecemos o número de ligação gratuita 0800 123 4567, que não está na nossa lista de canais.');
    expect(said()).toContain(channelsPage.results.notOurs);

    await check('abc');
    await expect.poll(said).toContain('Não reconhecemos “abc” como telefone, site, e-mail, perfil de rede social ou chave PIX.');
    expect(said()).not.toContain('Verificado como');
  });

  it('an empty check asks for something to check', async () => {
    await openChecker();
    await verify().click();
    await expect.element(page.getByText(channelsPage.checker.empty)).toBeVisible();
  });
});
