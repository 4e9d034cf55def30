import { startupNotes } from './startup-notes';

const LINK = 'http://localhost:3000/accept-invite?token=abcDEF123_-xyz';

describe('startupNotes', () => {
  it('with PUBLIC_URL set and no first run: only the "running at" line', () => {
    expect(
      startupNotes({
        publicUrl: 'https://museum.example.org',
        publicUrlSet: true,
        setupLink: null,
      }),
    ).toBe('Museum site running at https://museum.example.org');
  });

  it('without PUBLIC_URL: a warning naming the address QR codes and links would carry, and how to set it', () => {
    const text = startupNotes({
      publicUrl: 'http://localhost:3000',
      publicUrlSet: false,
      setupLink: null,
    });
    expect(text.split('\n')[0]).toBe('Museum site running at http://localhost:3000');
    expect(text).toContain(
      'WARNING: PUBLIC_URL is not set, so QR codes and invitation links point at http://localhost:3000,',
    );
    expect(text).toContain('PUBLIC_URL=https://museum.example.org npm start');
  });

  it('on a first run: the setup link last, whole, in a box after the "running at" line and the warning', () => {
    const lines = startupNotes({
      publicUrl: 'http://localhost:3000',
      publicUrlSet: false,
      setupLink: LINK,
    }).split('\n');
    expect(lines[0]).toBe('Museum site running at http://localhost:3000');
    const top = lines.findIndex((line) => line.startsWith('+--'));
    expect(top).toBeGreaterThan(lines.findIndex((line) => line.startsWith('WARNING:')));
    const box = lines.slice(top);
    expect(box).toEqual([
      `+${'-'.repeat(box[0].length - 2)}+`,
      expect.stringMatching(
        /^\| First run: created the staff user "admin"\. Choose its password here +\|$/,
      ),
      expect.stringMatching(/^\| \(once, within 72 hours\): +\|$/),
      expect.stringMatching(
        /^\| {3}http:\/\/localhost:3000\/accept-invite\?token=abcDEF123_-xyz +\|$/,
      ),
      expect.stringMatching(/^\| \(Lost it\? npm run reset-password -- --username admin\) +\|$/),
      box[0],
    ]);
    // Every line of the box is as wide as its frame.
    expect(new Set(box.map((line) => line.length)).size).toBe(1);
  });

  it('a link longer than the texts widens the box instead of breaking', () => {
    const long = `${LINK}${'x'.repeat(120)}`;
    const box = startupNotes({ publicUrl: 'x', publicUrlSet: true, setupLink: long }).split('\n');
    expect(box).toContain(`|   ${long} |`);
  });
});
