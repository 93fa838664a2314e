/**
 * What a broker's values are, beyond "a string": the addresses that end up in the servers'
 * configurations (the CSP's origins, the map's frame) checked by their grammar, and the texts the
 * broker writes normalised before any rule reads them. Used by the schema (`schema/`); Node only.
 *
 * An address is parsed as a browser would (WHATWG URL), which turns an IDN into punycode but
 * accepts `"`, `;`, `$`, `'` or `{` in a hostname and silently drops tabs and line breaks: so the
 * hostname is then held to the DNS grammar (letters, digits, hyphens, dots), and the text as typed
 * may hold no space nor control character.
 */
import * as v from 'valibot';
import { mapEmbedOrigin } from './profile';

/** One DNS label: letters, digits and inner hyphens, at most 63 (punycode labels included). */
const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** A hostname of at least two labels, whose last is not a number (no IP address). */
const hostnamePattern = new RegExp(`^(?=.{1,253}$)(?:${label}\\.)+(?=[a-z0-9-]*[a-z])${label}$`);

/** True for a hostname by the DNS grammar, lower case (as the URL parser leaves it, IDN in punycode). */
export const isHostname = (value: string): boolean => hostnamePattern.test(value);

/** A path as the servers' files may carry it: unreserved characters, `/` and percent escapes. */
const pathPattern = /^(?:[A-Za-z0-9._~/-]|%[0-9A-Fa-f]{2})*$/;

/** The URL of `value` when it is one, else null. */
function parsed(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** No space, control or invisible formatting character anywhere in what was typed. */
const printable = (value: string) => !/[\s\p{Cc}\p{Cf}]/u.test(value);

/** The checks of an https address as typed, its output unchanged (see {@link httpsAddress}). */
function addressChecks(what: string) {
  return [
    v.startsWith('https://', `esperado o endereço ${what}, começando por https://`),
    v.check((value: string) => parsed(value) !== null, `esperado o endereço ${what}, começando por https://`),
    v.check(printable, `esperado o endereço ${what} sem espaços nem caracteres invisíveis`),
    v.check((value: string) => {
      const url = parsed(value);
      return url === null || (isHostname(url.hostname) && url.username === '' && url.password === '');
    }, `esperado o endereço ${what} com um domínio válido: só letras, números, hífens e pontos (um domínio com acentos é aceito e escrito em punycode)`),
  ] as const;
}

/**
 * An https address whose host is a hostname by its grammar (an IDN is taken and written as
 * punycode), without user nor password, and without a space or control character as typed. The
 * output is the address as the URL parser writes it.
 */
export function httpsAddress(what: string) {
  return v.pipe(v.string(`esperado o endereço ${what}`), ...addressChecks(what), v.transform((value) => parsed(value)!.href));
}

/** An https address that is only an origin (no path, no slash at the end): `https://www.exemplo.com.br`. */
export function httpsOrigin(what: string, example: string) {
  const [https, url, ...rest] = addressChecks(what);
  return v.pipe(
    v.string(`esperado o endereço ${what}`),
    https,
    url,
    v.regex(/^https:\/\/[^/?#]+$/, `esperado só a origem ${what}, sem caminho nem barra no fim: ${example}`),
    ...rest,
    v.transform((value) => parsed(value)!.origin),
  );
}

/** The path of an https endpoint held to the grammar the servers' files may carry. */
export function endpointPath(what: string) {
  return v.check(
    (value: string) => pathPattern.test(parsed(value)?.pathname ?? ''),
    `esperado o caminho ${what} só com letras, números e "/", "-", "_", ".", "~"`,
  );
}

/**
 * The address of an embedded map, from the providers the site frames (Google Maps' embed: its
 * origin is the pages' `frame-src`): `https://www.google.com/maps/embed?pb=…`, as Google Maps gives
 * it under Compartilhar › Incorporar um mapa.
 */
const mapEmbedMessage = `esperado o endereço de incorporação do Google Maps (${mapEmbedOrigin}/maps/embed?pb=…): no Google Maps, Compartilhar › Incorporar um mapa, e copie só o endereço do src`;
export const mapEmbedAddress = v.pipe(
  v.string(mapEmbedMessage),
  v.startsWith(`${mapEmbedOrigin}/maps/embed`, mapEmbedMessage),
  httpsAddress('do mapa incorporado'),
  v.check((value) => {
    const url = new URL(value);
    return url.origin === mapEmbedOrigin && /^\/maps\/embed(\/v1\/[a-z]+)?$/.test(url.pathname) && url.hash === '';
  }, mapEmbedMessage),
);

/** Characters that separate words without being seen: line breaks and tabs become a space. */
const whitespaceControls = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
/** Characters nobody sees (zero-width, joiners, direction marks, soft hyphen) and control characters. */
const invisible = /[\p{Cc}\p{Cf}]/gu;

/**
 * A text as the rules must read it: NFC (a letter and its accent one character, as typed on a
 * phone), line breaks and tabs a space, invisible and control characters gone, so that
 * "Aprova\u200Bção garantida" is "Aprovação garantida".
 */
export const normalizedText = (value: string): string =>
  value.normalize('NFC').replace(whitespaceControls, ' ').replace(invisible, '').replace(/ {2,}/g, ' ');

/** A text that must be there, normalised, within `max` characters (what fits its place in the design). */
export function boundedText(what: string, max: number) {
  return v.pipe(
    v.string(`esperado ${what}`),
    v.transform(normalizedText),
    v.trim(),
    v.nonEmpty(`esperado ${what}, não vazio`),
    v.maxLength(max, `esperado ${what} de no máximo ${max} caracteres (o que cabe no site)`),
  );
}
