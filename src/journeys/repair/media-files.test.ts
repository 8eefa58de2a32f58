import { describe, expect, it } from 'vitest';
import { refusalOf, uniqueName } from './media-files';

const file = (type: string, size = 1000) => ({ name: 'x', type, size });

describe('the media rules before a file is sent (REP-MED-04, REP-MED-05, REP-MED-06)', () => {
  it('should refuse a sixth file, a type not allowed, and a file over 20,000,000 bytes with the spec messages', () => {
    expect(refusalOf(file('image/png'), true, 5)).toBe('Upload_Media_Max_Attachments');
    expect(refusalOf(file('application/x-msdownload'), true, 0)).toBe('Upload_Media_Wrong_File_Type');
    expect(refusalOf(file('image/jpeg', 20_000_001), true, 0)).toBe('Upload_Media_Attachments_Too_Large');
    expect(refusalOf(file('image/jpeg', 20_000_000), true, 4)).toBeUndefined();
  });

  it('should take documents and videos only when the image-only setting is off', () => {
    expect(refusalOf(file('video/mp4'), true, 0)).toBe('Upload_Media_Wrong_File_Type');
    expect(refusalOf(file('video/mp4'), false, 0)).toBeUndefined();
    expect(refusalOf(file('application/pdf'), false, 0)).toBeUndefined();
  });

  it('should keep each file on its own line', () => {
    expect(uniqueName('tap.jpg', [])).toBe('tap.jpg');
    expect(uniqueName('tap.jpg', ['tap.jpg', 'tap (2).jpg'])).toBe('tap (3).jpg');
    expect(uniqueName('README', ['README'])).toBe('README (2)');
  });
});
