import { useCallback, useId, useState } from 'react';
import { rendererMessages } from '../../../../renderer/messages';
import { FileList } from '../../../../renderer/file-list/file-list';
import { TranslateProvider, type MessageValues } from '../../../../renderer/widget-kit/translate-context';
import { useGateway } from '../../../gateway/gateway-context';
import { useWorkOrderUploads } from '../../../journeys/repair/use-media-uploads';
import type { RepairsWords } from '../repairs-words';
import { useConfigurationFlag } from '../../../config/use-configuration-flag';

/** Only images are taken while this setting is "true" (REP-MED-05). */
export const IMAGES_ONLY_SETTING = 'IsImageAllowed';

/** The field the file list reads: its name, label and hint. */
const FIELD = {
  name: 'repair-media',
  widget: 'file-list',
  labelKey: 'media.add.label',
  hintKey: 'media.add.hint',
  value: [],
};

/**
 * Add photos to a repair already reported (REP-DET-04): the uploader of
 * the repair journey's /uploadmedia (the same limits, REP-MED-04 to REP-MED-06: 5 files, 20 MB each, the types, and the
 * same refusal messages), uploading each file at once to the repair (POST
 * /works-orders/{id}/documents). `onChanged` runs after each file is stored or deleted, so the
 * page shows the media list again. A failure that is not a refusal is said here (the quiet
 * client: the resident stays on the page).
 */
export function AddMedia({
  workOrderId,
  onChanged,
  words,
}: {
  workOrderId: string;
  onChanged: () => void;
  words: RepairsWords;
}) {
  const { client, quietClient } = useGateway();
  const headingId = useId();
  const imagesOnly = useConfigurationFlag(client, IMAGES_ONLY_SETTING) !== false;
  const [failed, setFailed] = useState(false);
  const uploads = useWorkOrderUploads({
    client: quietClient,
    workOrderId,
    imagesOnly,
    answer: () => {
      setFailed(false);
      onChanged();
    },
    // The gateway keeps each document with the repair it was posted to: no list to save.
    saveList: () => Promise.resolve(),
    fail: (error) => {
      console.warn('Could not add or remove a file of the repair', error);
      setFailed(true);
    },
  });
  const translate = useCallback(
    (key: string, values?: MessageValues) =>
      words(key, { defaultValue: (rendererMessages as Record<string, string>)[key] ?? key, ...values }),
    [words],
  );
  return (
    <section aria-labelledby={headingId} className="repair-add-media">
      <h2 id={headingId}>{words('media.add.heading')}</h2>
      <p>{words('Media_SSR011b')}</p>
      {imagesOnly && <p className="hint">{words('media.add.imagesOnly')}</p>}
      {failed && (
        <p className="alert alert--error" role="alert">
          {words('media.add.failed')}
        </p>
      )}
      <TranslateProvider translate={translate}>
        <FileList field={FIELD} uploads={uploads} />
      </TranslateProvider>
    </section>
  );
}
