import { useState, type DragEvent } from 'react';
import { FieldFrame } from '../widget-kit/field-frame';
import { describedBy, inputId } from '../widget-kit/field-ids';
import { useTranslate } from '../widget-kit/translate-context';
import type { FileListProps } from './file-list-props';
import { fileSize } from './file-size';

/**
 * Files to attach: a drop zone with a file input (on phones `capture` opens the camera), the files
 * just refused with the reason for each (in an alert, so a screen reader says it at once), and the
 * list of files added with their upload progress and a Delete button each. A refused file is
 * never in that list.
 */
export function FileList({ field, uploads }: FileListProps) {
  const translate = useTranslate();
  const [over, setOver] = useState(false);
  const id = inputId(field.name);
  const refusedId = `${id}-refused`;
  const refused = uploads.refused ?? [];
  const full = uploads.maxFiles !== undefined && uploads.files.length >= uploads.maxFiles;
  const add = (files: ArrayLike<File> | null) => {
    const list = Array.from(files ?? []);
    if (list.length && !full) uploads.onAdd(list);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    add(event.dataTransfer.files);
  };
  return (
    <FieldFrame field={field}>
      <div
        className={`rp-drop-zone${over ? ' rp-drop-zone--over' : ''}${full ? ' rp-drop-zone--full' : ''}`}
        data-testid={`${id}-drop-zone`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(!full);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p className="rp-drop-zone__text" aria-hidden="true">
          {translate('renderer.file-list.drop')}
        </p>
        <input
          className="rp-file-upload"
          id={id}
          name={field.name}
          type="file"
          multiple
          accept={uploads.accept}
          capture={uploads.capture}
          disabled={full}
          aria-describedby={describedBy(field.name, {
            hint: !!field.hintKey,
            error: !!field.errorKey,
            extra: refused.length ? [refusedId] : [],
          })}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
        {full ? (
          <p className="rp-hint">{translate('renderer.file-list.full', { max: uploads.maxFiles ?? 0 })}</p>
        ) : null}
      </div>
      {/* Always there, so that a refusal added to it is announced. */}
      <div id={refusedId} className="rp-file-list__refused" role="alert">
        {refused.map((file) => (
          <p className="rp-error-message" key={file.id}>
            <span className="rp-visually-hidden">{translate('renderer.error-prefix')}</span>{' '}
            {translate('renderer.file-list.refused', { name: file.name })} {translate(file.errorKey)}
          </p>
        ))}
      </div>
      {uploads.files.length ? (
        <ul className="rp-file-list" aria-label={translate('renderer.file-list.list-label')}>
          {uploads.files.map((file) => (
            <li className="rp-file-list__item" key={file.id}>
              <span className="rp-file-list__name">{file.name}</span>
              {file.size === undefined ? null : <span className="rp-file-list__size">{fileSize(file.size)}</span>}
              <button
                type="button"
                className="rp-button rp-button--secondary"
                onClick={() => uploads.onRemove(file.id)}
              >
                {translate('renderer.file-list.delete')} <span className="rp-visually-hidden">{file.name}</span>
              </button>
              {file.progress !== undefined && file.progress < 100 ? (
                <progress
                  className="rp-file-list__progress"
                  max={100}
                  value={file.progress}
                  aria-label={translate('renderer.file-list.progress', { name: file.name })}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </FieldFrame>
  );
}
