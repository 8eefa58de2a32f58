import { createRoot } from 'react-dom/client';
import { App } from './app';
import { forgetSessionOnSignInReturn } from './auth/session';
import './styles/portal.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no element with id "root" to render the portal into.');
forgetSessionOnSignInReturn(window.location.search);
createRoot(container).render(<App />);
