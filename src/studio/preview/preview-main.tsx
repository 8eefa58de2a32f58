import { createRoot } from 'react-dom/client';
import { PreviewApp } from './preview-app';
// The portal's own styles: the preview looks as the resident's page does.
import '../../styles/portal.css';
import '../../../renderer/styles.css';

// The portal's pages move the focus to their heading when a step opens (for a resident's screen
// reader). In the studio, a step opens because the analyst did something in the studio's page: the
// preview must not take the focus from there. Once the analyst is in the preview (its frame has
// the focus), the focus moves as it does for a resident.
const focus = HTMLElement.prototype.focus;
HTMLElement.prototype.focus = function focusWhileThePreviewIsInUse(this: HTMLElement, options?: FocusOptions) {
  if (document.hasFocus()) focus.call(this, options);
};

const container = document.getElementById('root');
if (!container) throw new Error('The preview page has no element with id "root".');
createRoot(container).render(<PreviewApp />);
