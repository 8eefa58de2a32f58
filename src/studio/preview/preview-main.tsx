import { createRoot } from 'react-dom/client';
import { StepView } from '../../../renderer';

const container = document.getElementById('root');
if (!container) throw new Error('The preview page has no element with id "root".');
createRoot(container).render(<p>Preview {typeof StepView}</p>);
