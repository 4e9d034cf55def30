import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLIC_PAGES } from '@furnace/contracts';
import { workspaceRoot } from '../../tools/lib/site-server.cjs';
import { expect, test } from '../support/fixtures';

/** The W3C Nu HTML Checker's jar (npm package vnu-jar); it runs on the machine's Java. */
const VNU_JAR = join(workspaceRoot, 'node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

/** Checks the files with one run of the checker; its JSON report comes on standard error. */
function vnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(error ?? new Error(`The HTML checker gave no report: ${stderr.slice(0, 500)}`));
        }
      },
    );
  });
}

test('every public page, as the server sends it, is valid HTML (W3C Nu HTML Checker)', async ({
  request,
}) => {
  test.setTimeout(180_000); // one Java run for every page, on a busy machine
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  try {
    const files: string[] = [];
    for (const path of PUBLIC_PAGES) {
      const page = await request.get(path);
      expect(page.status(), path).toBe(200);
      const file = join(dir, `${path.replace(/\W+/g, '_') || 'home'}.html`);
      writeFileSync(file, await page.text());
      files.push(file);
    }
    const errors = (await vnu(files))
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map(
        (message) =>
          `${message.url.replace(/^.*\//, '')}: ${message.message} ${message.extract ?? ''}`,
      );
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
