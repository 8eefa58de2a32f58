import type { FileListProps } from './file-list-props';

type FileListExample = Omit<FileListProps['uploads'], 'onAdd' | 'onRemove'> & { field: FileListProps['field'] };

const field = {
  name: 'media',
  widget: 'file-list',
  labelKey: 'repair.media.label',
  hintKey: 'repair.media.hint',
  value: undefined,
};

/** Named examples of file lists (the callbacks are added where they are rendered). */
export const fileListExamples = {
  empty: { field, files: [], accept: 'image/*,video/*', capture: 'environment', maxFiles: 5 },
  'one uploaded, one on its way': {
    field,
    files: [
      { id: 'm1', name: 'kitchen-tap.jpg', size: 2_400_000 },
      { id: 'm2', name: 'under-the-sink.mp4', size: 14_800_000, progress: 40 },
    ],
    accept: 'image/*,video/*',
    maxFiles: 5,
  },
  'full, with an error on the field': {
    field: { ...field, errorKey: 'Media_SSR011b' },
    files: [1, 2, 3, 4, 5].map((n) => ({ id: `m${n}`, name: `photo-${n}.jpg`, size: 900_000 })),
    maxFiles: 5,
  },
  'four added and one refused': {
    field,
    // A refused file is named with its reason, never listed with the files added nor counted.
    files: [1, 2, 3, 4].map((n) => ({ id: `m${n}`, name: `photo-${n}.jpg`, size: 900_000 })),
    refused: [{ id: 'r1', name: 'notes.txt', errorKey: 'Upload_Media_Wrong_File_Type' }],
    maxFiles: 5,
  },
} satisfies Record<string, FileListExample>;
