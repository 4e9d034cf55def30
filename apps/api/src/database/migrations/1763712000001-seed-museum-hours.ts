import type { MigrationInterface, QueryRunner } from 'typeorm';

/** docs/product.md §9: a new install shows the museum's real hours (Mon-Thu closed). */
export class SeedMuseumHours1763712000001 implements MigrationInterface {
  name = 'SeedMuseumHours1763712000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      INSERT INTO opening_hours (day_of_week, open_time, close_time) VALUES
        ('Friday', '09:00', '16:00'),
        ('Saturday', '09:00', '16:00'),
        ('Sunday', '12:00', '16:00')
      ON CONFLICT (day_of_week) DO NOTHING`);
  }

  async down(db: QueryRunner): Promise<void> {
    // Staff may have edited the hours since; removing rows would lose their work.
    void db;
  }
}
