import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { SignsController } from './signs.controller';
import { SignsService } from './signs.service';

@Module({
  imports: [FilesModule],
  controllers: [SignsController],
  providers: [SignsService],
})
export class SignsModule {}
