import { Module } from '@nestjs/common';
import { FileStore } from './file-store.service';
import { StaticFilesController } from './static-files.controller';
import { StoreChanges } from './store-changes.service';

/** Storage of uploaded files in PostgreSQL and their serving under /static. */
@Module({
  controllers: [StaticFilesController],
  providers: [FileStore, StoreChanges],
  exports: [FileStore, StoreChanges],
})
export class FilesModule {}
