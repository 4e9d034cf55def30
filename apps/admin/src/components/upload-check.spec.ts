import { EVENTS_ADMIN_TEXTS as T, MAX_IMAGE_BYTES, MAX_PDF_BYTES } from '@furnace/contracts';
import { restoreCanvas, standInCanvas } from '../testing/canvas';
import { checkUpload, formatBytes } from './upload-check';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
/** A file of `size` bytes starting with `head`. */
const fileOf = (name: string, head: number[] | string, size: number) => {
  const start = typeof head === 'string' ? new TextEncoder().encode(head) : new Uint8Array(head);
  const bytes = new Uint8Array(size);
  bytes.set(start.slice(0, size));
  return new File([bytes], name);
};

describe('checkUpload (before anything is sent)', () => {
  afterEach(restoreCanvas);

  it('a text file named .jpg is refused, naming the file', async () => {
    const result = await checkUpload('image', fileOf('notes.jpg', 'hello', 200));
    expect(result).toEqual({ file: null, problem: T.wrongImageType('notes.jpg'), notice: null });
    expect(result.problem).toBe(
      '"notes.jpg" is not a JPEG, PNG, WebP or GIF image (checked by its content, not its name).',
    );
  });

  it('a Word file renamed .pdf is refused, naming the file', async () => {
    const word = fileOf('flyer.pdf', [0xd0, 0xcf, 0x11, 0xe0], 100);
    expect((await checkUpload('pdf', word)).problem).toBe(
      '"flyer.pdf" is not a PDF (checked by its content, not its name).',
    );
  });

  it('a PDF over 20 MB is refused with the limit', async () => {
    const big = fileOf('program.pdf', '%PDF-1.7', MAX_PDF_BYTES + 1);
    expect((await checkUpload('pdf', big)).problem).toBe(
      '"program.pdf" is larger than 20 MB, the most a PDF may be.',
    );
    const fine = fileOf('program.pdf', '%PDF-1.7', 1000);
    expect(await checkUpload('pdf', fine)).toEqual({ file: fine, problem: null, notice: null });
  });

  it('an image within the limit goes as it is, without being redrawn', async () => {
    const { createImageBitmap } = standInCanvas(1000);
    const photo = fileOf('photo.png', PNG, 5000);
    expect(await checkUpload('image', photo)).toEqual({
      file: photo,
      problem: null,
      notice: null,
    });
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it('a 12 MB phone photo is made smaller before upload, and the volunteer is told', async () => {
    const photo = fileOf('IMG_0042.jpg', JPEG, 12 * 1024 * 1024);
    const { createImageBitmap } = standInCanvas(3 * 1024 * 1024);
    const result = await checkUpload('image', photo);
    expect(createImageBitmap).toHaveBeenCalledWith(photo);
    expect(result.file).toMatchObject({
      name: 'IMG_0042.jpg',
      type: 'image/jpeg',
      size: 3 * 1024 * 1024,
    });
    expect(result.notice).toBe(
      '"IMG_0042.jpg" was 12 MB; it was made smaller (3 MB) before upload.',
    );
  });

  it('an image over the limit that cannot be made smaller (an animated GIF) is refused with the limit', async () => {
    const { createImageBitmap } = standInCanvas(1000);
    const gif = fileOf('dance.gif', 'GIF89a', MAX_IMAGE_BYTES + 1);
    expect((await checkUpload('image', gif)).problem).toBe(
      '"dance.gif" is larger than 10 MB and could not be made smaller. Choose a smaller image.',
    );
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it('a photo the canvas cannot bring under the limit is refused with the limit', async () => {
    standInCanvas(MAX_IMAGE_BYTES + 1);
    const photo = fileOf('huge.jpg', JPEG, MAX_IMAGE_BYTES + 1);
    expect((await checkUpload('image', photo)).problem).toBe(
      '"huge.jpg" is larger than 10 MB and could not be made smaller. Choose a smaller image.',
    );
  });

  it('formats sizes as people read them', () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(2048)).toBe('2 KB');
  });
});
