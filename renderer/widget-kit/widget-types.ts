import type { ComponentType } from 'react';
import type { AnswerValue, FieldViewModel } from '../../engine';

/** Reports a new value of a field: its answer path and the value. */
export type AnswerHandler = (name: string, value: AnswerValue) => void;

/** A file in a file list: already uploaded, or on its way with a progress value (0 to 100). */
export interface FileItem {
  id: string;
  name: string;
  /** Size in bytes. */
  size?: number;
  /** Upload progress from 0 to 100, while the app uploads it. */
  progress?: number;
}

/** A file the app did not add (too large, wrong type...): never listed with the files added. */
export interface RefusedFile {
  id: string;
  name: string;
  /** Message key saying why. */
  errorKey: string;
}

/** What the app gives a file-list field: the files, and what to do when files are added or removed. */
export interface FileUploads {
  files: FileItem[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** File types the input accepts, for example `image/*,video/*`. */
  accept?: string;
  /** `environment` or `user` lets a phone open its camera. */
  capture?: 'environment' | 'user';
  /** How many files the list may hold. */
  maxFiles?: number;
  /** The files just refused, each named with its reason and announced at once; the app clears them. */
  refused?: RefusedFile[];
}

/** Props every field widget of the registry takes. */
export interface FieldWidgetProps {
  field: FieldViewModel;
  onAnswer: AnswerHandler;
  /** Only file-list fields use it. */
  uploads?: FileUploads;
}

/** A field widget: renders one field of the view model. */
export type FieldWidget = ComponentType<FieldWidgetProps>;
