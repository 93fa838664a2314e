import { broker, centralBankPhone, channelsPage } from '@repo/content';
import { Button, Link, Notice, Stack, Text, TextField } from '@repo/ui';
import { useState, type FormEvent } from 'react';
import { channelAnswer, checkChannel, type ChannelCheck } from '@repo/whatsapp/channels';
import { PhoneLink } from '../../components/PhoneLink';
import { nowrap as unbroken } from '../../components/KeepTogether.css';

const copy = channelsPage.checker;

/**
 * The answer's sentence, the contact in it kept on one line when short (a number must not break
 * as "(66) 99999-" / "0000"; 20 characters fit the narrowest phone).
 */
function Answer({ check }: { check: ChannelCheck }) {
  const answer = channelAnswer(check);
  const at = check.shown.length > 20 ? -1 : answer.indexOf(check.shown);
  if (at < 0) return <>{answer}</>;
  return (
    <>
      {answer.slice(0, at)}
      <span className={unbroken}>{check.shown}</span>
      {answer.slice(at + check.shown.length)}
    </>
  );
}
const results = channelsPage.results;

/**
 * The check of a contact (/canais-oficiais): a phone, a site, an e-mail or a PIX key, typed or
 * pasted, against the broker's official channels, in the page — nothing is sent anywhere. Like the
 * site's other forms it is `method="dialog"` with an uncontrolled field: a press before hydration
 * is held (earlyPresses) and answered once the page has hydrated, with what was typed; without
 * JavaScript the `<noscript>` notice points to the list above.
 */
export function ChannelChecker() {
  const [checked, setChecked] = useState<ChannelCheck | null>(null);
  const [empty, setEmpty] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('canal') ?? '').trim();
    setEmpty(typed === '');
    setChecked(typed === '' ? null : checkChannel(typed));
  }

  return (
    <form method="dialog" onSubmit={handleSubmit} aria-labelledby="verificar-titulo">
      <Stack space="md">
        <noscript>
          <Notice tone="warning">{copy.noScript}</Notice>
        </noscript>
        <TextField
          label={copy.label}
          name="canal"
          hint={copy.hint}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          error={empty ? copy.empty : undefined}
        />
        <div>
          <Button type="submit">{copy.submit}</Button>
        </div>
        <Text size="small" tone="muted">
          {copy.privacy}
        </Text>
        <div role="status">
          {checked ? (
            <Notice tone={checked.official ? 'success' : 'critical'} title={checked.official ? results.official : results.notOurs}>
              <Stack space="sm">
                <Text size="small">
                  <Answer check={checked} />
                </Text>
                {checked.official ? (
                  <Text size="small">{channelsPage.noAdvance}</Text>
                ) : (
                  <Text size="small">
                    {results.whatToDoBefore} <PhoneLink phone={broker.phones.main} />. {results.whatToDoReport}{' '}
                    <Link href={`tel:${centralBankPhone}`}>{centralBankPhone}</Link>.
                  </Text>
                )}
              </Stack>
            </Notice>
          ) : null}
        </div>
      </Stack>
    </form>
  );
}
