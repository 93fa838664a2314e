import { ContactForm } from '../flows/contact/ContactForm';
import { Committed } from '../start/Committed';

/** /contato's island: the form. Its heading, static, is the route's, prerendered outside it. */
export function ContactIsland({ onCommitted }: { onCommitted?: () => void }) {
  return (
    <Committed onCommitted={onCommitted}>
      <ContactForm />
    </Committed>
  );
}
