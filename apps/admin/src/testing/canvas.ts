const spies: jest.SpyInstance[] = [];

/** jsdom draws nothing: a canvas whose JPEG is `size` bytes stands in for the browser's. */
export function standInCanvas(size: number) {
  const bitmap = { width: 4000, height: 3000, close: jest.fn() };
  const createImageBitmap = jest.fn(async () => bitmap);
  const context = { fillRect: jest.fn(), drawImage: jest.fn() };
  Object.assign(globalThis, { createImageBitmap });
  spies.push(
    jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue(context as unknown as RenderingContext),
    jest
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((done) => done(new Blob([new Uint8Array(size)], { type: 'image/jpeg' }))),
  );
  return { createImageBitmap, bitmap, context };
}

/** The jsdom canvas again, after each test that stood one in. */
export function restoreCanvas() {
  spies.splice(0).forEach((spy) => spy.mockRestore());
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
}
