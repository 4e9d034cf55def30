import { Global, Module } from '@nestjs/common';
import { TopicCache } from './topic-cache.service';

/** The one cache (TopicCache), for every module that reads cached data or writes it. */
@Global()
@Module({ providers: [TopicCache], exports: [TopicCache] })
export class CacheModule {}
