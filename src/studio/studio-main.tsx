import { createRoot } from 'react-dom/client';
import { loadJourney } from '../../engine';

const container = document.getElementById('root');
if (!container) throw new Error('The studio page has no element with id "root".');
createRoot(container).render(<h1>Journey studio {typeof loadJourney}</h1>);
