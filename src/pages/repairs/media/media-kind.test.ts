import { describe, expect, it } from 'vitest';
import { mediaDocument } from '../testing/repair-fixtures';
import { contentTypeOf, isMediaAppropriate, isMobileSafari, mediaKind } from './media-kind';

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('repair media kinds', () => {
  it('reads the kind from the content type, else from the file name', () => {
    expect(mediaKind(contentTypeOf(mediaDocument('D1', 'a.jpg', 'image/jpeg')))).toBe('image');
    expect(mediaKind(contentTypeOf({ media: { fileName: 'clip.MOV' }, metadata: [] }))).toBe('video');
    expect(mediaKind(contentTypeOf({ media: { fileName: 'report.pdf' }, metadata: [] }))).toBe('pdf');
    expect(mediaKind('application/zip')).toBe('other');
  });

  it('treats IsMediaAppropriate "false" as removed', () => {
    expect(isMediaAppropriate(mediaDocument('D1', 'a.png', 'image/png', false))).toBe(false);
    expect(isMediaAppropriate(mediaDocument('D1', 'a.png', 'image/png'))).toBe(true);
    expect(isMediaAppropriate({ metadata: [] })).toBe(true);
  });

  it('knows Safari on an iPhone or iPad, not Chrome on iOS or desktop Safari', () => {
    expect(isMobileSafari(iPhoneSafari)).toBe(true);
    expect(isMobileSafari(iPhoneSafari.replace('Version/17.4', 'CriOS/120.0'))).toBe(false);
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15';
    expect(isMobileSafari(mac, 0)).toBe(false);
    expect(isMobileSafari(mac, 5)).toBe(true);
  });
});
