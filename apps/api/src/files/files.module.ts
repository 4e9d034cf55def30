import { Module } from '@nestjs/common';
import { FileStore } from './file-store.service';
import { StaticFilesController } from './static-files.controller';

/** Storage of uploaded files in PostgreSQL and their serving under /static. */
@Module({
  controllers: [StaticFilesController],
  providers: [FileStore],
  exports: [FileStore],
})
export class FilesModule {}
