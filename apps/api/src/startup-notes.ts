/** Printed once the site listens, last so it does not scroll away. */
export function startupNotes(notes: {
  publicUrl: string;
  publicUrlSet: boolean;
  setupLink: string | null;
}): string {
  const lines = [`Museum site running at ${notes.publicUrl}`];
  if (!notes.publicUrlSet) {
    lines.push(
      '',
      `WARNING: PUBLIC_URL is not set, so QR codes and invitation links point at ${notes.publicUrl},`,
      'this machine: phones and other computers cannot open them. Set it to the address visitors',
      'use, e.g. PUBLIC_URL=https://museum.example.org npm start',
    );
  }
  if (notes.setupLink) {
    lines.push(
      '',
      ...boxed([
        'First run: created the staff user "admin". Choose its password here',
        '(once, within 72 hours):',
        `  ${notes.setupLink}`,
        '(Lost it? npm run reset-password -- --username admin)',
      ]),
    );
  }
  return lines.join('\n');
}

/** A frame as wide as the longest line: a link is never broken. */
function boxed(lines: string[]): string[] {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return [rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule];
}
