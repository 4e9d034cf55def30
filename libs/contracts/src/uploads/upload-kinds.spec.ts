import { isUploadKind, sniffUpload } from './upload-kinds';

const bytes = (head: number[] | string) =>
  typeof head === 'string' ? new TextEncoder().encode(head) : new Uint8Array(head);

describe('sniffUpload (the admin and the API alike)', () => {
  it('knows the formats by their bytes, not their names', () => {
    expect(sniffUpload(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffUpload(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffUpload(bytes('GIF87a'))).toBe('gif');
    expect(sniffUpload(bytes('GIF89a'))).toBe('gif');
    expect(sniffUpload(bytes('RIFF\0\0\0\0WEBP'))).toBe('webp');
    expect(sniffUpload(bytes('%PDF-1.7'))).toBe('pdf');
    expect(sniffUpload(bytes('hello there'))).toBeNull();
    expect(sniffUpload(bytes('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(sniffUpload(bytes([0xff, 0xd8]))).toBeNull();
  });

  it('reads a Node Buffer the same as a Uint8Array', () => {
    expect(sniffUpload(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffUpload(Buffer.from('%PDF-1.4'))).toBe('pdf');
  });

  it('an image field takes the four image formats, a PDF field only a PDF', () => {
    for (const format of ['jpeg', 'png', 'gif', 'webp'] as const) {
      expect(isUploadKind('image', format)).toBe(true);
      expect(isUploadKind('pdf', format)).toBe(false);
    }
    expect(isUploadKind('pdf', 'pdf')).toBe(true);
    expect(isUploadKind('image', 'pdf')).toBe(false);
    expect(isUploadKind('image', null)).toBe(false);
    expect(isUploadKind('pdf', null)).toBe(false);
  });
});
