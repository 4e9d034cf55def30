import { Global, Module } from '@nestjs/common';
import { Answers } from './answers';
import { TopicCache } from './topic-cache.service';

/** The one cache (TopicCache) and the whole answers kept in it (Answers), for every module. */
@Global()
@Module({ providers: [TopicCache, Answers], exports: [TopicCache, Answers] })
export class CacheModule {}
