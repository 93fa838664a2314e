/** The contact form of /contato (issue #5 fills it in). */
export function ContactForm() {
  return null;
}
