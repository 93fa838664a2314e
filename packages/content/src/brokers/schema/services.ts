/** The outside services the site uses on the broker's behalf: the FIPE API's token and the cookieless counts. */
import * as v from 'valibot';
import { endpointPath } from '../values';
import { field } from './editor';
import { httpsUrl } from './fields';

/**
 * The broker's token of the FIPE API (fipe.online), as the site sends it (`X-Subscription-Token`):
 * one word of letters, digits and `._~+/=-`.
 */
export const fipeToken = v.pipe(
  v.string('esperado o token da API da tabela FIPE (fipe.online), entre aspas'),
  v.regex(/^[\w.~+/=-]{16,4096}$/, 'esperado o token da API da tabela FIPE como o fipe.online o mostra: uma palavra só, sem espaços, de ao menos 16 caracteres'),
);

/**
 * Cookieless counts (Plausible's events API): the site's domain as registered there and the
 * endpoint the events go to. Both or nothing: without them the site counts nothing and ships none
 * of the tracker.
 */
export const analytics = v.strictObject({
  dominio: field(
    v.pipe(
      v.string('esperado o domínio do site como cadastrado no Plausible, como financiamentos.com.br'),
      v.regex(
        /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        'esperado o domínio do site como cadastrado no Plausible, em minúsculas, sem https:// nem barra: financiamentos.com.br',
      ),
    ),
    'Domínio no Plausible',
    'O site como cadastrado no Plausible, sem https://: financiamentos.com.br',
  ),
  endpoint: field(
    v.pipe(
      httpsUrl('que recebe as contagens (a API de eventos do Plausible)'),
      v.check((value) => {
        const url = new URL(value);
        return url.pathname !== '/' && url.search === '' && url.hash === '';
      }, 'esperado o endereço completo da API de eventos, com o caminho e sem "?" nem "#": https://plausible.io/api/event'),
      endpointPath('da API de eventos'),
    ),
    'Endereço das contagens',
    'A API de eventos do Plausible: https://plausible.io/api/event, ou a do seu Plausible Community Edition.',
  ),
});
