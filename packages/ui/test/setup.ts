// Apply the default theme the way a site does: a class on <html> plus the global reset.
// (Portalled parts — dialogs, toasts — render under <body>, so a wrapper div would not cover them.)
import '../src/styles/reset.css';
import { defaultTheme } from '../src/theme/defaultTheme.css';

document.documentElement.classList.add(defaultTheme);
