import './studio.css';
import { createRoot } from 'react-dom/client';
import { createStudioApi, EXPIRED_LINK_MESSAGE } from './api';
import { StudioApp } from './studio-app';
import { createStudioStore } from './state/studio-store';
import { takeToken } from './state/token';

const container = document.getElementById('root');
if (!container) throw new Error('The studio page has no element with id "root".');
const root = createRoot(container);
const token = takeToken();
if (token === null)
  root.render(
    <main>
      <h1>Journey studio</h1>
      <p>{EXPIRED_LINK_MESSAGE}</p>
    </main>,
  );
else {
  const store = createStudioStore({ api: createStudioApi({ token }), initialJourney: 'journeys/repair.json' });
  root.render(<StudioApp store={store} token={token} />);
}
