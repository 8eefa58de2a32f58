import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { JourneySnapshot } from '../../../engine/browser';
import type { GatewayClient, GatewayResponse } from '../../../gateway/client';
import { NOT_ADDED_KEY, useMediaUploads } from './use-media-uploads';

const response = <T,>(data: T): GatewayResponse<T> => ({
  data,
  status: 200,
  etag: undefined,
  location: undefined,
  correlationId: 'test',
});

/** A gateway whose uploads wait until the test lets each one through. */
function slowGateway() {
  const waiting: (() => void)[] = [];
  let stored = 0;
  const client = {
    get: vi.fn(() => Promise.resolve(response([]))),
    post: vi.fn(
      () =>
        new Promise((resolve) => {
          stored += 1;
          const documentIdentifier = `DOC-${stored}`;
          waiting.push(() => resolve(response({ documentIdentifier })));
        }),
    ),
    delete: vi.fn(() => Promise.resolve(response(undefined))),
  } as unknown as GatewayClient;
  return {
    client,
    /** Lets the oldest upload waiting through. */
    letThrough: async () => {
      await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      await act(async () => waiting.shift()?.());
    },
  };
}

const snapshot = {
  facts: { 'work-order': { id: 'WO-1', eTag: '1' } },
  toggles: { IsImageAllowed: 'true' },
} as unknown as JourneySnapshot;

function renderUploads(client: GatewayClient) {
  const answer = vi.fn();
  const saveList = vi.fn(() => Promise.resolve());
  const fail = vi.fn();
  const view = renderHook(() => useMediaUploads({ client, snapshot, answer, saveList, fail }));
  return { view, answer, saveList, fail };
}

const gif = (name: string) => new File(['GIF89a'], name, { type: 'image/gif' });
const notes = new File(['notes'], 'notes.txt', { type: 'text/plain' });

describe('the uploads of the photos page', () => {
  it('names a refused file apart from the files added, points it out at the first Continue and goes on without it at the next', async () => {
    const { client } = slowGateway();
    const { view, answer } = renderUploads(client);
    act(() => view.result.current.onAdd([notes]));
    expect(view.result.current.files).toEqual([]);
    expect(view.result.current.refused).toEqual([
      expect.objectContaining({ name: 'notes.txt', errorKey: 'Upload_Media_Wrong_File_Type' }),
    ]);
    let held: unknown;
    await act(async () => {
      held = await view.result.current.beforeContinue('media');
    });
    expect(held).toEqual([{ field: 'media', messageKey: NOT_ADDED_KEY }]);
    expect(view.result.current.refused).toHaveLength(1);
    await act(async () => {
      held = await view.result.current.beforeContinue('media');
    });
    expect(held).toEqual([]);
    expect(view.result.current.refused).toEqual([]);
    expect(answer).not.toHaveBeenCalled();
  });

  it('clears the refusals of the last choice when files are chosen again', () => {
    const { client } = slowGateway();
    const { view } = renderUploads(client);
    act(() => view.result.current.onAdd([notes]));
    act(() => view.result.current.onAdd([gif('leak.gif')]));
    expect(view.result.current.refused).toEqual([]);
    expect(view.result.current.files.map((file) => file.name)).toEqual(['leak.gif']);
  });

  it('holds Continue until a photo on its way is stored, its name answered and the media list saved', async () => {
    const gateway = slowGateway();
    const { view, answer, saveList } = renderUploads(gateway.client);
    act(() => view.result.current.onAdd([gif('leak.gif')]));
    let held: unknown = 'waiting';
    let continued!: Promise<void>;
    act(() => {
      continued = view.result.current.beforeContinue('media').then((result) => {
        // By the time Continue goes on, the answer and the list hold the photo.
        expect(answer).toHaveBeenLastCalledWith(['leak.gif']);
        expect(saveList).toHaveBeenLastCalledWith(['DOC-1']);
        held = result;
      });
    });
    await Promise.resolve();
    expect(held).toBe('waiting');
    expect(answer).not.toHaveBeenCalled();
    await gateway.letThrough();
    await act(() => continued);
    expect(held).toEqual([]);
  });

  it('never answers with a photo deleted while it was on its way, and deletes its document once stored', async () => {
    const gateway = slowGateway();
    const { view, answer } = renderUploads(gateway.client);
    act(() => view.result.current.onAdd([gif('first.gif'), gif('second.gif')]));
    const [first] = view.result.current.files;
    act(() => view.result.current.onRemove(first?.id ?? ''));
    expect(view.result.current.files.map((file) => file.name)).toEqual(['second.gif']);
    await gateway.letThrough();
    await gateway.letThrough();
    await act(async () => {
      await view.result.current.beforeContinue('media');
    });
    expect(gateway.client.delete).toHaveBeenCalledWith('/works-orders/WO-1/documents/DOC-1', undefined);
    expect(answer).toHaveBeenLastCalledWith(['second.gif']);
    expect(view.result.current.files.map((file) => file.name)).toEqual(['second.gif']);
  });

  it('gives null to Continue when an upload failed on the way: the journey is on its error page', async () => {
    const client = {
      get: vi.fn(() => Promise.resolve(response([]))),
      post: vi.fn(() => Promise.reject(new Error('network down'))),
    } as unknown as GatewayClient;
    const { view, fail } = renderUploads(client);
    act(() => view.result.current.onAdd([gif('leak.gif')]));
    let held: unknown;
    await act(async () => {
      held = await view.result.current.beforeContinue('media');
    });
    expect(held).toBeNull();
    expect(fail).toHaveBeenCalledWith(expect.objectContaining({ message: 'network down' }));
  });
});
