import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExampleWords } from '../test-support/example-words';
import { fileListExamples } from './examples';
import { FileList } from './file-list';
import { fileSize } from './file-size';

function renderExample(name: keyof typeof fileListExamples) {
  const { field, ...uploads } = fileListExamples[name];
  const onAdd = vi.fn();
  const onRemove = vi.fn();
  render(
    <ExampleWords>
      <FileList field={field} uploads={{ ...uploads, onAdd, onRemove }} />
    </ExampleWords>,
  );
  return { onAdd, onRemove };
}

describe('file list', () => {
  it('adds the files dropped on the drop zone', () => {
    const { onAdd } = renderExample('empty');
    const zone = screen.getByTestId('field-media-drop-zone');
    const photo = new File(['jpeg'], 'leak.jpg', { type: 'image/jpeg' });
    fireEvent.dragOver(zone, { dataTransfer: { files: [photo] } });
    expect(zone.className).toContain('rp-drop-zone--over');
    const drop = createEvent.drop(zone, { dataTransfer: { files: [photo] } });
    fireEvent(zone, drop);
    expect(drop.defaultPrevented).toBe(true);
    expect(onAdd).toHaveBeenCalledWith([photo]);
    expect(zone.className).not.toContain('rp-drop-zone--over');
  });

  it('adds the files chosen with the file input, which can open the camera on a phone', () => {
    const { onAdd } = renderExample('empty');
    const input = screen.getByLabelText('Photos or videos') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*,video/*');
    expect(input.getAttribute('capture')).toBe('environment');
    const video = new File(['mp4'], 'drip.mp4', { type: 'video/mp4' });
    fireEvent.change(input, { target: { files: [video] } });
    expect(onAdd).toHaveBeenCalledWith([video]);
  });

  it('lists the files with their progress and deletes the one asked for', () => {
    const { onRemove } = renderExample('one uploaded, one on its way');
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.rp-file-list__name')?.textContent)).toEqual([
      'kitchen-tap.jpg',
      'under-the-sink.mp4',
    ]);
    const progress = screen.getByRole('progressbar', { name: 'Uploading under-the-sink.mp4' }) as HTMLProgressElement;
    expect(progress.value).toBe(40);
    fireEvent.click(screen.getByRole('button', { name: 'Delete kitchen-tap.jpg' }));
    expect(onRemove).toHaveBeenCalledWith('m1');
  });

  it('takes no more files when full', () => {
    const { onAdd } = renderExample('full, with an error on the field');
    expect((screen.getByLabelText('Photos or videos') as HTMLInputElement).disabled).toBe(true);
    const zone = screen.getByTestId('field-media-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'six.jpg')] } });
    expect(onAdd).not.toHaveBeenCalled();
    expect(fileSize(900)).toBe('900 bytes');
    expect(fileSize(20_000_000)).toBe('19.1 MB');
  });

  it('announces a refused file with its reason, never lists it with the files added, nor counts it', () => {
    const { onAdd } = renderExample('four added and one refused');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Error: notes.txt was not added. The file must be a JPG, JPEG, GIF or PNG.');
    const list = screen.getByRole('list', { name: 'Files added' });
    expect(list.textContent).not.toContain('notes.txt');
    expect(screen.queryByRole('button', { name: 'Delete notes.txt' })).toBeNull();
    const input = screen.getByLabelText('Photos or videos') as HTMLInputElement;
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect(input.disabled).toBe(false);
    fireEvent.drop(screen.getByTestId('field-media-drop-zone'), {
      dataTransfer: { files: [new File(['x'], 'five.jpg')] },
    });
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('keeps an empty alert ready when nothing is refused, so a refusal added later is announced', () => {
    renderExample('one uploaded, one on its way');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.getByLabelText('Photos or videos').getAttribute('aria-describedby')).toBe('field-media-hint');
  });
});
