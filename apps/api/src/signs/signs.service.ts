import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { signPdfPath, signQrPath, type SignPage, type SignRecord } from '@furnace/contracts';
import QRCode from 'qrcode';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { fileKeys } from '../files/file-keys';
import { FileStore, type StoredFileHead } from '../files/file-store.service';
import { TopicCache } from '../cache/topic-cache.service';
import { recordChange, type Actor } from '../audit/history';

type SignTexts = Pick<SignPage, 'title' | 'summary'>;
type SignRow = SignTexts & Pick<StoredFileHead, 'byteSize' | 'updatedAt'> & { name: string };

@Injectable()
export class SignsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly files: FileStore,
    private readonly cache: TopicCache,
  ) {}

  /** Every sign, or the one whose PDF is stored under `key`. */
  async list(key?: string): Promise<SignRecord[]> {
    const rows = (await this.db.query(
      `SELECT substr(f.key, 4, length(f.key) - 7) AS name, f.byte_size AS "byteSize",
         f.updated_at AS "updatedAt", COALESCE(t.title, '') AS title, COALESCE(t.summary, '') AS summary
       FROM stored_files f LEFT JOIN sign_texts t ON f.key = 'qr/' || t.name || '.pdf'
       WHERE starts_with(f.key, 'qr/') AND ($1::text IS NULL OR f.key = $1) ORDER BY f.key`,
      [key ?? null],
    )) as SignRow[];
    return rows.map((row) => this.record(row));
  }

  /** Creates or replaces the sign's PDF and sets the texts given (undefined: kept). */
  async put(
    name: string,
    pdf: Buffer | null,
    texts: Partial<SignTexts>,
    actor: Actor,
  ): Promise<{ sign: SignRecord; created: boolean }> {
    const key = fileKeys.signPdf(name);
    const created = await this.db.transaction(async (tx) => {
      // FOR UPDATE locks no row of a new sign: two uploads would both be "created" without this.
      await tx.query('SELECT pg_advisory_xact_lock(7340002, hashtext($1))', [key]);
      const found = (await tx.query('SELECT 1 FROM stored_files WHERE key = $1 FOR UPDATE', [
        key,
      ])) as unknown[];
      const existed = found.length > 0;
      if (!existed && !pdf)
        throw new BadRequestException(
          'A PDF file is required to create a sign (multipart/form-data field "pdf").',
        );
      if (pdf) await this.files.put(tx, key, 'application/pdf', pdf);
      if (texts.title !== undefined || texts.summary !== undefined)
        await tx.query(
          `INSERT INTO sign_texts (name, title, summary) VALUES ($1, COALESCE($2, ''), COALESCE($3, ''))
             ON CONFLICT (name) DO UPDATE SET title = COALESCE($2, sign_texts.title),
               summary = COALESCE($3, sign_texts.summary), updated_at = now()`,
          [name, texts.title ?? null, texts.summary ?? null],
        );
      const given = (['title', 'summary'] as const).filter((key) => texts[key] !== undefined);
      const what = [pdf && `a PDF of ${pdf.length} bytes`, ...given].filter(Boolean);
      await recordChange(tx, actor, {
        entity: 'signs',
        entityId: name,
        action: 'update',
        summary: `Sign "${name}" ${existed ? 'changed' : 'added'}: ${what.join(', ')}`,
        after: { ...texts, ...(pdf ? { pdf_bytes: pdf.length } : {}) },
      });
      return !existed;
    });
    // What a write answers with is read here: its cache is dropped only once it has answered.
    const [sign] = await this.list(key);
    if (!sign) throw notFound(name); // deleted in between
    return { sign, created };
  }

  async remove(name: string, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM sign_texts WHERE name = $1', [name]);
      if ((await this.files.remove(tx, [fileKeys.signPdf(name)])) === 0) throw notFound(name);
      await recordChange(tx, actor, {
        entity: 'signs',
        entityId: name,
        action: 'delete',
        summary: `Sign "${name}" deleted (its printed QR code now leads nowhere)`,
      });
    });
  }

  async page(name: string): Promise<SignPage> {
    if (!(await this.files.head(fileKeys.signPdf(name)))) throw notFound(name);
    const texts = await this.cache.get('files', `sign texts ${name}`, async () => {
      const sql = 'SELECT title, summary FROM sign_texts WHERE name = $1';
      return ((await this.db.query(sql, [name])) as SignTexts[])[0] ?? { title: '', summary: '' };
    });
    return { name, ...texts, pdf: signPdfPath(name) };
  }

  async qrSvg(name: string): Promise<string | null> {
    if (!(await this.files.head(fileKeys.signPdf(name)))) return null;
    // Level Q survives a scuffed or partly covered outdoor sign; the quiet zone of 4 is the standard one.
    return QRCode.toString(this.publicUrl(name), {
      type: 'svg',
      errorCorrectionLevel: 'Q',
      margin: 4,
    });
  }

  private publicUrl(name: string): string {
    return `${this.config.publicUrl.replace(/\/+$/, '')}/signs/${name}`;
  }

  private record({ name, title, summary, byteSize, updatedAt }: SignRow): SignRecord {
    return {
      name,
      title,
      summary,
      pdf: signPdfPath(name),
      qr: signQrPath(name),
      url: this.publicUrl(name),
      size: byteSize,
      updated_at: updatedAt.toISOString(),
    };
  }
}

function notFound(name: string): NotFoundException {
  return new NotFoundException(`There is no sign named "${name}".`);
}
