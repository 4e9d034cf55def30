import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { signPdfPath, signQrPath, type SignRecord } from '@furnace/contracts';
import QRCode from 'qrcode';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { fileKeys } from '../files/file-keys';
import { FileStore, type StoredFileHead } from '../files/file-store.service';
import { TopicCache } from '../cache/topic-cache.service';

const PREFIX = 'qr/';

/** QR signs on the grounds: a PDF per name, served at /static/qr/{name}.pdf, opened via /signs/{name}. */
@Injectable()
export class SignsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly files: FileStore,
    private readonly cache: TopicCache,
  ) {}

  async list(): Promise<SignRecord[]> {
    const files = await this.files.list(PREFIX);
    return files.map((file) => this.record(file.key.slice(PREFIX.length, -'.pdf'.length), file));
  }

  /** Creates or replaces the sign's PDF (a printed QR code keeps working when its PDF is updated). */
  async put(name: string, pdf: Buffer): Promise<{ sign: SignRecord; created: boolean }> {
    const key = fileKeys.signPdf(name);
    const created = await this.cache.write(['files'], () =>
      this.db.transaction(async (tx) => {
        const existed =
          (
            (await tx.query('SELECT 1 FROM stored_files WHERE key = $1 FOR UPDATE', [
              key,
            ])) as unknown[]
          ).length > 0;
        await this.files.put(tx, key, 'application/pdf', pdf);
        return !existed;
      }),
    );
    const head = await this.files.get(key, false);
    if (!head) throw notFound(name); // deleted in between
    return { sign: this.record(name, head), created };
  }

  async remove(name: string): Promise<void> {
    const removed = await this.cache.write(['files'], () =>
      this.db.transaction((tx) => this.files.remove(tx, [fileKeys.signPdf(name)])),
    );
    if (removed === 0) throw notFound(name);
  }

  /** The printable QR code (SVG) of an existing sign; it encodes {PUBLIC_URL}/signs/{name}. */
  async qrSvg(name: string): Promise<string> {
    if (!(await this.files.get(fileKeys.signPdf(name), false))) throw notFound(name);
    // Level Q survives a scuffed or partly covered outdoor sign; the quiet zone of 4 is the standard one.
    return QRCode.toString(this.publicUrl(name), {
      type: 'svg',
      errorCorrectionLevel: 'Q',
      margin: 4,
    });
  }

  publicUrl(name: string): string {
    return `${this.config.publicUrl.replace(/\/+$/, '')}/signs/${name}`;
  }

  private record(name: string, file: StoredFileHead): SignRecord {
    return {
      name,
      pdf: signPdfPath(name),
      qr: signQrPath(name),
      url: this.publicUrl(name),
      size: file.byteSize,
      updated_at: file.updatedAt.toISOString(),
    };
  }
}

function notFound(name: string): NotFoundException {
  return new NotFoundException(`There is no sign named "${name}".`);
}
