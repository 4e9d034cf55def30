import { HOURS_TEXTS, MAX_SCHEDULE_DAYS } from '@furnace/contracts';
import * as yup from 'yup';
import { PayloadDto } from '../common/payload-dto';
import { dateParam, queryParam } from '../common/query';

/** GET /hours/schedule?from&days. */
export class ScheduleQuery extends PayloadDto(
  yup.object({
    from: dateParam('from', 'default today (museum time)'),
    days: queryParam(
      (text) => {
        const days = /^[0-9]{1,3}$/.test(text) ? Number(text) : NaN;
        return days >= 1 && days <= MAX_SCHEDULE_DAYS ? days : null;
      },
      (sent) => HOURS_TEXTS.daysQuery(1, MAX_SCHEDULE_DAYS, sent.trim()),
      `1..${MAX_SCHEDULE_DAYS}, default 7`,
    ).default(7),
  }),
) {}

/** GET /hours/week?date. */
export class WeekQuery extends PayloadDto(
  yup.object({ date: dateParam('date', 'default today') }),
) {}

/** GET /special-days?from&to: the special days touching [from, to]. */
export class SpecialDaysQuery extends PayloadDto(
  yup.object({
    from: dateParam('from', 'default today'),
    to: dateParam('to', 'default no end').test(
      'order',
      HOURS_TEXTS.dateOrder('from', 'to'),
      (to, { parent }) => {
        const { from } = parent as { from?: unknown };
        return typeof to !== 'string' || typeof from !== 'string' || to >= from;
      },
    ),
  }),
) {}
