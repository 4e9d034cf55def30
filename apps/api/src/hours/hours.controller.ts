import {
  applyDecorators,
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Query,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  MAX_RANGES_PER_DAY,
  type HolidayRecord,
  type HoursListResponse,
  type MessageResponse,
  type ScheduleResponse,
  type WeekInForceResponse,
} from '@furnace/contracts';
import { openDaysLine } from '@furnace/opening-hours';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CachedAnswer, Writes } from '../cache/answers';
import { ApiAnswers } from '../common/api-answers';
import { CachedJson, type CachedReply } from '../common/cached-json';
import { ScheduleQuery, WeekQuery } from '../schedule/schedule-queries';
import { Schedule, weekdayHours } from '../schedule/schedule.service';
import { PUBLIC_JSON, statusCacheControl } from '../web/cache-policy';
import { DayWrites, SetHolidayDto, SetHoursDto } from './day-writes.service';
import { AtQuery, InstantPipe, type Instant } from './instant.pipe';
import { IF_MATCH_REFUSED, IfMatch } from '../common/if-match';
import { CurrentUser, type SignedInUser } from '../auth/jwt.strategy';
import { Public, Roles } from '../auth/access';

const HoursRead = (path: string, query?: string[]) =>
  applyDecorators(
    Get(path),
    ApiTags('hours'),
    Public(),
    CachedAnswer({ tags: ['schedule'], query }),
  );

const SetOneDay = (path: 'hours' | 'holidays', invalid: string) =>
  applyDecorators(
    Post(`${path}/set`),
    ApiTags(path),
    Roles('editor'),
    HttpCode(HttpStatus.OK),
    ApiAnswers({ 200: '{message}', 400: `${invalid}; nothing was written`, 412: IF_MATCH_REFUSED }),
  );

@Controller()
@Writes('schedule')
export class HoursController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly schedule: Schedule,
    private readonly writes: DayWrites,
  ) {}

  @HoursRead('hours')
  @ApiAnswers({
    200: '{hours: [{day_of_week, open_time, close_time, ranges: [{open_time, close_time}]}], holidays: [{holiday_date, description}]}',
  })
  async list(): Promise<CachedReply> {
    const body: HoursListResponse = {
      hours: (await this.schedule.snapshot()).regular.map(weekdayHours),
      holidays: await this.schedule.holidays(),
    };
    // The admin refetches after each save: browsers revalidate every time (304 while unchanged).
    return new CachedJson(body).reply({ compress: false, cacheControl: PUBLIC_JSON });
  }

  @HoursRead('hours/schedule', ['from', 'days'])
  @ApiAnswers({
    200: "{time_zone, days: [{date, weekday, ranges: [{open_time, close_time}], closed_reason, note, source: 'regular' | 'season' | 'special', season}]}",
    400: 'from is not a calendar date, or days not 1..400',
  })
  async getSchedule(@Query() { from, days }: ScheduleQuery): Promise<CachedReply> {
    const { calendar } = await this.schedule.snapshot();
    const body: ScheduleResponse = {
      time_zone: this.config.museumTimeZone,
      days: calendar.days(from ?? this.schedule.today(), days),
    };
    return new CachedJson(body).reply({ cacheControl: PUBLIC_JSON });
  }

  @HoursRead('hours/week', ['date'])
  @ApiAnswers({
    200: "{date, source: 'regular' | 'season', season: {id, name, valid_from, valid_through, hours} | null, hours: [{day_of_week, ranges}], open_days}",
    400: 'date is not a calendar date',
  })
  async week(@Query() { date }: WeekQuery): Promise<CachedReply> {
    const on = date ?? this.schedule.today();
    const week = (await this.schedule.snapshot()).calendar.weekAt(on);
    const body: WeekInForceResponse = { date: on, ...week, open_days: openDaysLine(week.hours) };
    return new CachedJson(body).reply({ cacheControl: PUBLIC_JSON });
  }

  @HoursRead('hours/status', ['at'])
  @AtQuery('ISO 8601 instant to evaluate instead of now')
  @ApiAnswers({ 200: "{status: 'OPEN' | 'CLOSED', message}" })
  async getStatus(@Query('at', InstantPipe) { at, preview }: Instant): Promise<CachedReply> {
    const { status, lifetime } = await this.schedule.statusAt(at);
    const answer = new CachedJson(status);
    // A preview is kept by no cache; "now" is kept exactly until the status can next change.
    if (preview) return answer.reply({ cacheControl: 'no-store' });
    const until = (Math.floor(at.getTime() / 1000) + lifetime + 1) * 1000;
    return answer.reply({ cacheControl: statusCacheControl, until });
  }

  @SetOneDay(
    'hours',
    `Invalid day or times, open not before close, overlapping ranges, more than ${MAX_RANGES_PER_DAY} ranges`,
  )
  async setHours(
    @Body() body: SetHoursDto,
    @CurrentUser() actor: SignedInUser,
    @IfMatch() ifMatch: string | undefined,
  ): Promise<MessageResponse> {
    return { message: await this.writes.setHours(body, actor, undefined, ifMatch) };
  }

  @Get('holidays')
  @ApiTags('holidays')
  @Public()
  @ApiAnswers({ 200: '[{holiday_date: YYYY-MM-DD, description}]' })
  holidays(): Promise<HolidayRecord[]> {
    return this.schedule.holidays();
  }

  @SetOneDay('holidays', 'Invalid date or description')
  async setHoliday(
    @Body() body: SetHolidayDto,
    @CurrentUser() actor: SignedInUser,
    @IfMatch() ifMatch: string | undefined,
  ): Promise<MessageResponse> {
    return { message: await this.writes.setHoliday(body, actor, undefined, ifMatch) };
  }
}
