/** Name of the `performance.mark` the client entry sets when React has hydrated the page. */
export const hydratedMark = 'hydrated';
