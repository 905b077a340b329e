/**
 * The code the contact page waits for when it is drawn in place (its `codeToDraw`, the form's),
 * in a module of its own: the app fetches it, with its imports, beside the page's chunk as a link
 * to the page is followed (app/pages.ts), not once the page's chunk has arrived and run. Over
 * 150 ms round trips that put the form's code one wave of requests earlier.
 */
export { ContactForm } from '../../contact/form/contact-form';
