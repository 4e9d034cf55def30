// Memory after image uploads: the API server's resident set size (RSS) after 80 event
// images of about 7 MB each (4000x3000 photo-like JPEGs), uploaded one after another as the admin
// would. Starts the built API (building it if missing) on a free loopback port with a fresh
// temporary DATA_DIR, and stops everything it started. The server inherits this process's
// environment (try MALLOC_ARENA_MAX=2 in front of the command to compare allocator settings).
//   npm run bench -- memory     (BENCH_API_MAIN=/elsewhere/dist/apps/api/main.js: another build)
import { readFileSync } from 'node:fs';
import {
  buildApiIfMissing,
  createEvents,
  firstRunAdminToken,
  photoJpeg,
  startFreshApi,
} from './harness.mjs';

const UPLOADS = 80;
const MB = 1024 * 1024;

/** A photo-like JPEG of about 7 MB: coarse shapes and strong fine grain, quality 90. */
const sevenMegabyteJpeg = () =>
  photoJpeg({
    width: 4000,
    height: 3000,
    seed: 11,
    quality: 90,
    layers: [
      [40, 27, 0.6],
      [4000, 3000, 0.4],
    ],
  });

/** VmRSS and VmHWM (peak) of a process, in MB, from /proc. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

export async function benchMemory({ log = console.log } = {}) {
  buildApiIfMissing(log);
  const api = await startFreshApi();
  try {
    const photo = await sevenMegabyteJpeg();
    const token = await firstRunAdminToken(api.base);
    const before = memoryOf(api.pid);
    const started = Date.now();
    const image = new File([photo], 'photo.jpg');
    const upload = (i) => ({
      title: `Upload ${i + 1}`,
      description: 'A large photo from the casting house.',
      event_start: '2030-06-01T10:00:00',
      image,
    });
    await createEvents(api.base, UPLOADS, upload, { batch: 1, token });
    const seconds = (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = memoryOf(api.pid);
    log(
      `\nMemory after ${UPLOADS} image uploads of ${(photo.length / MB).toFixed(1)} MB (4000x3000 JPEG), one at a time, ${seconds.toFixed(1)} s; MALLOC_ARENA_MAX ${process.env.MALLOC_ARENA_MAX ?? 'unset'}`,
    );
    log(
      `API RSS: ${before.rss.toFixed(0)} MB before, ${after.rss.toFixed(0)} MB after (peak ${after.peak.toFixed(0)} MB); aim: under 400 MB`,
    );
  } finally {
    await api.stop();
  }
}
