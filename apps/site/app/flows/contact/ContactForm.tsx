import {
  contactFormClearLabel,
  contactFormLabels,
  contactFormPlaceholders,
  contactFormSubmitLabel,
  messageOverLimitLabel,
  remainingCharactersLabel,
  toasts,
} from '@repo/content';
import { Button, Inline, MaskedInput, Stack, Textarea, TextField, useToast } from '@repo/ui';
import { contactMessageBudget, contactWhatsApp, type ContactForm as ContactFormValues } from '@repo/whatsapp';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BlockedNotice } from '../shared/BlockedNotice';
import { FlowToasts } from '../shared/FlowToasts';
import { openWhatsApp } from '../shared/openWhatsApp';
import { PrivacyNotice } from '../shared/PrivacyNotice';
import * as styles from './ContactForm.css';
import { takeTypedBeforeHydration } from '../../hydration/typedBeforeHydration';
import { NoScriptNotice } from '../shared/NoScriptNotice';

const emptyForm: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

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
  const [form, setForm] = useState<ContactFormValues>(emptyForm);
  const [sent, setSent] = useState<Sent | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const blockedRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // The message may hold only what keeps the whole WhatsApp text within 2,000 characters; the
  // budget shrinks live as the other fields grow.
  const budget = contactMessageBudget(form);
  const excess = form.message.length - budget;

  const update = (field: keyof ContactFormValues) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  useEffect(() => {
    if (sent?.blocked) blockedRef.current?.focus();
  }, [sent]);

  // Take back what the visitor typed before the page hydrated (hydration resets the fields).
  useEffect(() => {
    const typed = takeTypedBeforeHydration(formRef.current);
    const known = Object.entries(typed).filter(([field]) => field in emptyForm);
    if (known.length > 0) setForm((current) => ({ ...current, ...Object.fromEntries(known) }));
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (excess > 0) {
      messageRef.current?.focus();
      return;
    }
    // Synchronously, inside the submit handler: anything asynchronous before it gets blocked.
    const { url } = contactWhatsApp(form);
    const opened = openWhatsApp(url);
    setSent((previous) => ({ url, blocked: !opened, attempt: (previous?.attempt ?? 0) + 1 }));
    // Values stay in the form so that a failed hand-off can be retried.
    if (opened) toast({ ...toasts.contactSent, tone: 'success' });
  }

  function handleClear() {
    setForm(emptyForm);
    setSent(null);
    nameRef.current?.focus();
  }

  return (
    // POST: without JavaScript the browser submits it itself, and a GET would put what was
    // typed in the address bar.
    <form ref={formRef} method="post" onSubmit={handleSubmit}>
      <Stack space="lg">
        <NoScriptNotice />
        {/* LGPD art. 9: before the first field, short, the full text one click away. */}
        <PrivacyNotice form="contact" />
        <div className={styles.fields}>
          <TextField
            ref={nameRef}
            label={contactFormLabels.name}
            name="name"
            autoComplete="name"
            inputMode="text"
            placeholder={contactFormPlaceholders.name}
            required
            value={form.name}
            onChange={(event) => update('name')(event.target.value)}
          />
          <TextField
            label={contactFormLabels.email}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={contactFormPlaceholders.email}
            required
            value={form.email}
            onChange={(event) => update('email')(event.target.value)}
          />
          <MaskedInput
            mask="phone"
            label={contactFormLabels.phone}
            name="phone"
            autoComplete="tel"
            inputMode="tel"
            placeholder={contactFormPlaceholders.phone}
            required
            value={form.phone}
            onValueChange={(masked) => update('phone')(masked)}
          />
          <TextField
            label={contactFormLabels.subject}
            name="subject"
            placeholder={contactFormPlaceholders.subject}
            required
            value={form.subject}
            onChange={(event) => update('subject')(event.target.value)}
          />
          <Textarea
            ref={messageRef}
            className={styles.wide}
            label={contactFormLabels.message}
            name="message"
            placeholder={contactFormPlaceholders.message}
            required
            rows={6}
            maxLength={budget}
            counterLabel={(count) => remainingCharactersLabel(Math.max(0, budget - count))}
            error={excess > 0 ? messageOverLimitLabel(excess) : undefined}
            value={form.message}
            onChange={(event) => update('message')(event.target.value)}
          />
        </div>
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
