import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLocale } from './lib/i18n';
import { storedLocale } from './lib/locales';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// The catalog loads before the first paint, so no English flashes before Arabic.
void activateLocale(storedLocale()).then(() => {
  createRoot(root).render(<App />);
});
