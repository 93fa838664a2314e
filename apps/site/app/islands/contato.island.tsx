/** /contato's island (`<Island name="contato">`): the form. Its heading, static, is the route's, prerendered outside it. */
export { ContactForm as default } from '../flows/contact/ContactForm';
