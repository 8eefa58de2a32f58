import { createRoot } from 'react-dom/client';
import { PreviewApp } from './preview-app';
// The portal's own styles: the preview looks as the resident's page does.
import '../../styles/portal.css';
import '../../../renderer/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The preview page has no element with id "root".');
createRoot(container).render(<PreviewApp />);
