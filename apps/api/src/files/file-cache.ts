import type { StoredFile } from './file-store.service';

/** Card images and small PDFs: the files every page view asks for. Bigger ones always come from the database. */
const MAX_FILE_BYTES = 512 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;

/**
 * Recently served small files in memory, least recently used out first. Entries are promises,
 * set before the read starts, so a write that drops the cache mid-read can never leave the
 * pre-write bytes behind. Everything is dropped on any change (writes are rare; reads are not),
 * and nothing is kept while changes cannot be heard.
 */
export class FileCache {
  private readonly entries = new Map<string, { file: Promise<StoredFile | null>; bytes: number }>();
  private totalBytes = 0;
  private enabled = false;

  get(key: string, load: () => Promise<StoredFile | null>): Promise<StoredFile | null> {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-inserting marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.file;
    }
    const file = load();
    if (!this.enabled) return file;
    const entry = { file, bytes: 0 };
    this.entries.set(key, entry);
    file.then(
      (found) => {
        if (this.entries.get(key) !== entry) return;
        if (!found || found.byteSize > MAX_FILE_BYTES) return void this.entries.delete(key);
        entry.bytes = found.byteSize;
        this.totalBytes += found.byteSize;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return file;
  }

  /** A cached file, without loading anything. */
  peek(key: string): Promise<StoredFile | null> | undefined {
    return this.entries.get(key)?.file;
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.totalBytes <= MAX_TOTAL_BYTES) return;
      this.entries.delete(key);
      this.totalBytes -= entry.bytes;
    }
  }
}
