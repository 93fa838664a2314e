import { Controls, Description, Primary, Stories, Subtitle, Title } from '@storybook/addon-docs/blocks';
import type { Decorator, Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles/reset.css';
// Every theme's stylesheet, so the toolbar can switch between them.
import '../packages/ui/src/theme/defaultTheme.css';
import '../packages/ui/src/theme/terracottaTheme.css';
import { themeNames, themes, type ThemeName } from '../packages/ui/src/theme/themes';
import { WhenToUse } from './blocks/WhenToUse';

/**
 * Applies the theme chosen in the toolbar as a class on <html> — exactly how the site applies it —
 * so portalled parts (dialogs, toasts) are themed too.
 */
const withTheme: Decorator = (Story, context) => {
  const requested = context.globals.theme as string | undefined;
  const name: ThemeName = themeNames.includes(requested as ThemeName) ? (requested as ThemeName) : 'default';
  const root = document.documentElement;
  root.lang = 'pt-BR';
  for (const cls of Object.values(themes)) root.classList.remove(cls);
  root.classList.add(themes[name]);
  return <Story />;
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  beforeEach: ({ canvasElement, parameters }) => {
    // Marks the story's root for the screenshot in `visual.setup.ts`. In Vitest the canvas is a
    // bare div; give it the padding Storybook's 'padded' layout gives, so focus rings and shadows
    // at the edge are in the picture, as a designer sees them in Storybook.
    canvasElement.setAttribute('data-story-canvas', '');
    if (parameters.__isPortableStory && (parameters.layout ?? 'padded') === 'padded') {
      canvasElement.style.padding = '1rem';
    }
  },
  globalTypes: {
    theme: {
      description: 'Tema (re-branding)',
      toolbar: {
        title: 'Tema',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Padrão (azul)' },
          { value: 'terracotta', title: 'Terracota' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default' },
  parameters: {
    layout: 'padded',
    // Every component's docs page: the default blocks plus when to use it and when not.
    docs: {
      page: () => (
        <>
          <Title />
          <Subtitle />
          <Description />
          <WhenToUse />
          <Primary />
          <Controls />
          <Stories />
        </>
      ),
    },
    options: { storySort: { order: ['Introdução', 'Fundamentos', '*'] } },
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // Any axe violation fails the story test (and shows as an error in the a11y panel).
    a11y: { test: 'error' },
    viewport: {
      options: {
        celular: { name: 'Celular (360 × 740)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768 × 1024)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280 × 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
