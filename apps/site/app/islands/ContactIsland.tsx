import { contactPage } from '@repo/content';
import { Heading } from '@repo/ui';
import { ContactForm } from '../flows/contact/ContactForm';
import { Committed } from './start';

/** /contato's island: the form's card content, its heading with it (the section is labelled by it). */
export function ContactIsland({ onCommitted }: { onCommitted?: () => void }) {
  return (
    <Committed onCommitted={onCommitted}>
      <Heading level={2} id="formulario-titulo">
        {contactPage.formTitle}
      </Heading>
      <ContactForm />
    </Committed>
  );
}
