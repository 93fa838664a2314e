/** WCAG 2.2 AA, the level the site promises: axe's tags, in the e2e suite and the forms' component tests alike. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
