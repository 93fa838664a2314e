/** What of a click says where the browser opens a link. */
type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/**
 * Whether a click on a link asks the browser to open it elsewhere — another tab or window, or a
 * download (a modifier key, or a button other than the main one): that press is the browser's, and
 * a page's own handler for the link leaves it alone. The browser's event or React's.
 */
export const opensElsewhere = (click: Click): boolean => click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey;
