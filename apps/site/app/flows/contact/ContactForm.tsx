import { count } from '#analytics';
import {
  contactFormClearLabel,
  contactFormLabels,
  contactFormPlaceholders,
  contactFormSubmitLabel,
  messageOverLimitLabel,
  privacyNotice,
  remainingCharactersLabel,
  textCutLabel,
  toasts,
  wizardCopy,
} from '@repo/content';
import { Button, Inline, Stack, Textarea, Tiles, useToast } from '@repo/ui';
import {
  contactField,
  contactFieldNames,
  contactMessageBudget,
  contactWhatsApp,
  emptyContactForm as emptyForm,
  type ContactForm as ContactFormValues,
} from '@repo/whatsapp';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { visitCampaign } from '../../campaign/campaign';
import { useVisitCampaign } from '../../campaign/useVisitCampaign';
import { BlockedNotice } from '../shared/BlockedNotice';
import { EmailSuggestion } from '../shared/EmailSuggestion';
import { FlowToasts } from '../shared/FlowToasts';
import { openWhatsApp, whenBackFromWhatsApp } from '../shared/openWhatsApp';
import { PrivacyNotice } from '../shared/PrivacyNotice';
import * as styles from './ContactForm.css';
import { formValues } from '../shared/formFields';
import { NoScriptNotice } from '../shared/NoScriptNotice';
import { checkWithRules, useRules } from '../shared/rules';
import { stopAtFirst } from '../shared/submit';
import { TextFieldFromSpec } from '../shared/TextFieldFromSpec';

/** What the contact form's fields hold. */
function readContactForm(form: HTMLFormElement): ContactFormValues {
  const values = formValues(form);
  return Object.fromEntries(contactFieldNames.map((field) => [field, values[field] ?? ''])) as ContactFormValues;
}

/** The contact form of /contato: opens a prefilled WhatsApp message (SPEC §3, §5, §7). */
export function ContactForm() {
  return (
    <FlowToasts>
      <ContactFormFields />
    </FlowToasts>
  );
}

/** What happened on the last send: the link, and whether the browser blocked the new tab. */
type Sent = { url: string; blocked: boolean; attempt: number };

function ContactFormFields() {
  const { toast } = useToast();
  // Until the rules have arrived (a send held before hydration), the browser's checks alone apply.
  const rules = useRules();
  // The fields own what was typed (uncontrolled); the page keeps a copy only to render the
  // message's budget, read from the fields on every input.
  const [form, setForm] = useState<ContactFormValues>(emptyForm);
  // The origin line names the visit's campaign: the message's budget counts it.
  const campaign = useVisitCampaign();
  const [sent, setSent] = useState<Sent | null>(null);
  // Once a send was stopped by a rule, each field says its own and follows every keystroke.
  const [checked, setChecked] = useState(false);
  // 'Limpar' renders the fields anew, empty.
  const [generation, setGeneration] = useState(0);
  const firstRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const blockedRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const pendingToast = useRef<(() => void) | null>(null);
  useEffect(() => () => pendingToast.current?.(), []);

  // The message may hold only what keeps the whole WhatsApp text within 2,000 characters; the
  // budget shrinks live as the other fields grow.
  const budget = contactMessageBudget(form, campaign);
  const excess = form.message.length - budget;
  const issues = checked && rules ? rules.contactIssues(form) : [];
  // A field left empty is said at the field once a send was stopped (the browser's own bubble never shows).
  const issue = (field: keyof ContactFormValues) =>
    issues.find((entry) => entry.field === field)?.message ??
    (checked && form[field].trim() === '' ? wizardCopy.requiredField(contactFormLabels[field]) : undefined);
  const suggestion = rules?.emailSuggestion(form.email) ?? null;

  useEffect(() => {
    if (sent?.blocked) blockedRef.current?.focus();
  }, [sent]);

  // The fields may already hold text typed before the page hydrated: the budget counts it.
  useEffect(() => {
    if (formRef.current) setForm(readContactForm(formRef.current));
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = readContactForm(event.currentTarget);
    const form = event.currentTarget;
    const stop = (fields: readonly string[]) =>
      // What was typed stays; the first field to correct takes focus, its message tied to it.
      stopAtFirst(form, fields, () => {
        setForm(values);
        setChecked(true);
      });
    const missing = contactFieldNames.filter((field) => values[field].trim() === '');
    if (missing.length > 0) {
      stop(missing);
      return;
    }
    checkWithRules(event, (rules) => {
      const issues = rules.contactIssues(values);
      if (issues.length > 0) stop(issues.map(({ field }) => field));
      else send(values);
    });
  }

  function send(values: ContactFormValues) {
    const sentCampaign = visitCampaign();
    if (values.message.length > contactMessageBudget(values, sentCampaign)) {
      messageRef.current?.focus();
      return;
    }
    // Synchronously, inside the submit handler: anything asynchronous before it gets blocked.
    const { url } = contactWhatsApp(values, undefined, sentCampaign);
    const opened = openWhatsApp(url);
    setSent((previous) => ({ url, blocked: !opened, attempt: (previous?.attempt ?? 0) + 1 }));
    // Values stay in the form so that a failed hand-off can be retried. A blocked tab is counted
    // when the visitor presses its link.
    if (opened) {
      count('whatsapp', { origin: 'contato-formulario' });
      // SPEC's toast, once the visitor is back from WhatsApp (not while the message waits unsent).
      pendingToast.current?.();
      pendingToast.current = whenBackFromWhatsApp(() => toast({ ...toasts.contactSent, tone: 'success' }));
    }
  }

  function handleClear() {
    flushSync(() => {
      setGeneration((current) => current + 1);
      setForm(emptyForm);
      setSent(null);
      setChecked(false);
    });
    firstRef.current?.focus();
  }

  return (
    // method="dialog": without JavaScript a press on Enviar submits nowhere (outside a <dialog>
    // the browser does nothing), so the visitor stays with what they typed and the notice at the
    // top of the form; a GET would put it in the address bar, a POST reach a static host's error.
    // noValidate: the form says what is missing in its own Portuguese, at each field, never in
    // the browser's bubble.
    <form
      ref={formRef}
      method="dialog"
      noValidate
      onSubmit={handleSubmit}
      onInput={(event) => setForm(readContactForm(event.currentTarget))}
    >
      <Stack space="lg">
        <NoScriptNotice />
        {/* LGPD art. 9: before the first field, short, the full text one click away. */}
        <PrivacyNotice summary={privacyNotice.summary.contact} />
        <Tiles key={generation} columns={{ base: 1, tablet: 2 }} space="md">
          {contactFieldNames.map((name, index) => {
            const { required, input, attributes, maxLength } = contactField(name);
            const common = { label: contactFormLabels[name], name, placeholder: contactFormPlaceholders[name], required };
            // The message's bound is its live budget: what the WhatsApp text can still afford.
            if (input === 'message') {
              return (
                <Textarea
                  key={name}
                  ref={messageRef}
                  className={styles.wide}
                  {...common}
                  rows={6}
                  maxLength={budget}
                  cutLabel={textCutLabel}
                  // Only near the limit: a count far from it ("1.916 caracteres restantes" under an
                  // empty box, shrinking as the name is typed) is noise.
                  showCounter="near-limit"
                  counterLabel={(count) => remainingCharactersLabel(Math.max(0, budget - count))}
                  error={excess > 0 ? messageOverLimitLabel(excess) : issue(name)}
                />
              );
            }
            return (
              <TextFieldFromSpec
                key={name}
                // 'Limpar' puts the cursor back in the first field.
                ref={index === 0 ? firstRef : undefined}
                {...common}
                attributes={attributes}
                maxLength={maxLength}
                error={issue(name)}
                hint={name === 'email' && suggestion ? <EmailSuggestion suggestion={suggestion} field="email" /> : undefined}
              />
            );
          })}
        </Tiles>
        {sent?.blocked ? <BlockedNotice key={sent.attempt} ref={blockedRef} url={sent.url} /> : null}
        <Inline space="sm" align="center">
          <Button type="submit" variant="solid" tone="whatsapp">
            {contactFormSubmitLabel}
          </Button>
          <Button type="button" variant="outline" tone="neutral" onClick={handleClear}>
            {contactFormClearLabel}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
