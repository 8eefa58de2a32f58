import { createRoot } from 'react-dom/client';
import { App } from './app';
import { forgetSessionOnSignInReturn } from './auth/session';
import { preloadPageCode } from './routes';
import './styles/portal.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no element with id "root" to render the portal into.');
forgetSessionOnSignInReturn(window.location.search);
// After the first paint (the loading line), so that a phone's first paint does not wait on the
// page's code as well as the portal's own (docs/adr/0014).
requestAnimationFrame(() => setTimeout(() => preloadPageCode(window.location.pathname)));
createRoot(container).render(<App />);
