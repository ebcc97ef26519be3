import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLocale } from './lib/i18n/i18n';
import { initialLocale } from './lib/i18n/locale-store';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// The first catalog loads before the first paint, so no English flashes before Arabic.
void activateLocale(initialLocale()).then(() => {
  createRoot(root).render(<App />);
});
