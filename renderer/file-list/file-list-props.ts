import type { FieldViewModel } from '../../engine';
import type { FileUploads } from '../widget-kit/widget-types';

/**
 * The file list reads `name`, the label, `hintKey` and `errorKey` of the field; the files and what
 * happens to added and removed files come from the app as `uploads` (the upload itself is the
 * app's job: it reports progress by giving each file a `progress` from 0 to 100).
 */
export interface FileListProps {
  field: FieldViewModel;
  uploads: FileUploads;
}
