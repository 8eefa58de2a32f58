import { FileList } from '../file-list/file-list';
import type { FieldWidgetProps } from '../widget-kit/widget-types';

/** A file-list field rendered without the app's uploads. */
export class MissingUploadsError extends Error {
  constructor(field: string) {
    super(`The file-list field "${field}" needs uploads: pass uploads={{ "${field}": ... }} to StepView.`);
    this.name = 'MissingUploadsError';
  }
}

/** A file-list field: the app's uploads are required. */
export function FileListField({ field, uploads }: FieldWidgetProps) {
  if (!uploads) throw new MissingUploadsError(field.name);
  return <FileList field={field} uploads={uploads} />;
}
