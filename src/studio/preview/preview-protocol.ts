/**
 * The messages between the studio's page and its preview (preview.html, in an iframe of the same
 * origin): the studio says what to show; the preview says where the resident it plays now is.
 */
import type { Facts, PathFile, Toggles } from '../../../engine/browser';

/** Show a journey: its files as the studio holds them, walked along a path (or from its start). */
export interface ShowInPreview {
  type: 'studio-preview:show';
  /** Every journey file's text by path (journeys/repair.json), edited or not: included journeys are read from here. */
  journeys: Record<string, string>;
  /** The journey to show (journeys/repair.json). */
  journey: string;
  /** The words, flat: the journeys' locale file with the other words laid under it. */
  words: Record<string, string>;
  /** The facts and settings the resident starts with (a path's assumptions, or a persona's world). */
  world: { facts: Facts; toggles: Toggles };
  /** The path walked before the preview shows its step; null: the journey's start. */
  path: PathFile | null;
  /** How many of the path's moves to walk (default all of them). */
  moves?: number;
  /** The API token, for the world's operations (POST /studio-api/effects). */
  token: string;
}

export type ToPreview = ShowInPreview;

/** Where the preview's resident is: the step (or the exit left by), its page and route, and how many of the path's moves were walked to get there. */
export interface PreviewAt {
  stepId: string;
  page: number;
  route: string;
  status: 'active' | 'done';
  moves: number;
}

export type FromPreview =
  /** The preview has loaded and listens. */
  | { type: 'studio-preview:ready' }
  /** The journey is now at this step (or has left by the exit `stepId` when status is done). */
  | ({ type: 'studio-preview:at' } & PreviewAt)
  /** The analyst asked to edit the step shown. */
  | { type: 'studio-preview:edit'; stepId: string }
  /** The preview could not show the journey (it does not load, or the path diverged): why. */
  | { type: 'studio-preview:problem'; message: string };

/** True for a message of the preview's protocol. */
export const isPreviewMessage = (data: unknown): data is FromPreview | ToPreview =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { type?: unknown }).type === 'string' &&
  (data as { type: string }).type.startsWith('studio-preview:');
