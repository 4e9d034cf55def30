import {
  createSeason,
  deleteSeason,
  fetchSeasons,
  updateSeason,
  useApiQuery,
} from '@furnace/api-client';
import {
  HOURS_UI,
  WEEKDAYS,
  formatLongDate,
  rangesOf,
  type SeasonPayload,
  type SeasonRecord,
  type TimeRange,
  type WeekdayRanges,
} from '@furnace/contracts';
import { FormikField } from '@furnace/ui';
import { SelectField } from '../../components/ChoiceFields';
import { useFormikContext } from 'formik';
import * as Yup from 'yup';
import { dayText } from '@furnace/opening-hours';
import { rangesSchema, toApiRanges, toRangeValues } from './ranges-form';
import { RangesFields } from './RangesFields';
import { fetchWeek } from './WeeklyHours';
import { DateFields, lastDaySchema, pastDateAgreed } from './record-dates';
import type { RecordKind } from './RecordsPanel';
import styles from './hours.module.css';

/** A day's ranges in a week's listed days (a day not listed: closed). */
const rangesOn = (hours: readonly WeekdayRanges[], day: string): TimeRange[] =>
  hours.find((h) => h.day_of_week === day)?.ranges ?? [];

const weekValues = (hours: readonly WeekdayRanges[] = []) =>
  WEEKDAYS.map((day) => ({ ranges: toRangeValues(rangesOn(hours, day)) }));

/** The form's values; `days`: Monday..Sunday, a day without ranges is closed in the season. */
const seasonValues = (season: SeasonRecord | null) => ({
  name: season?.name ?? '',
  valid_from: season?.valid_from ?? '',
  valid_through: season?.valid_through ?? '',
  days: weekValues(season?.hours),
});
type SeasonValues = ReturnType<typeof seasonValues>;

const seasonDates = (season: Pick<SeasonRecord, 'valid_from' | 'valid_through'>) =>
  `${formatLongDate(season.valid_from)} to ${formatLongDate(season.valid_through)}`;

/** A new season's week: empty, the regular week, or another season's week. */
function StartFrom({ seasons }: { seasons: SeasonRecord[] }) {
  const { setFieldValue } = useFormikContext<SeasonValues>();
  const regular = useApiQuery('hours', fetchWeek);
  const weeks: Record<string, WeekdayRanges[]> = { empty: [] };
  for (const day of regular.data ?? [])
    (weeks.regular ??= []).push({ day_of_week: day.day_of_week, ranges: rangesOf(day) });
  for (const season of seasons) weeks[`season-${season.id}`] = season.hours;
  const options = [{ value: 'empty', label: HOURS_UI.emptyWeek }];
  if (weeks.regular) options.push({ value: 'regular', label: HOURS_UI.sourceRegular });
  for (const season of seasons)
    options.push({ value: `season-${season.id}`, label: HOURS_UI.sourceSeason(season.name) });
  return (
    <SelectField
      id="season-start-from"
      label={HOURS_UI.seasonStartFrom}
      defaultValue="empty"
      options={options}
      onChange={(event) => void setFieldValue('days', weekValues(weeks[event.target.value]))}
    />
  );
}

/** "Same as": copies another day's ranges into this day. */
function CopyDay({ index }: { index: number }) {
  const { values, setFieldValue } = useFormikContext<SeasonValues>();
  const choices = ['', ...WEEKDAYS.filter((_, other) => other !== index)];
  return (
    <SelectField
      id={`season-${WEEKDAYS[index]}-copy`}
      label={HOURS_UI.copyDay(WEEKDAYS[index])}
      value=""
      options={choices.map((day) => ({ value: day, label: day || HOURS_UI.copyDayChoose }))}
      onChange={(event) => {
        const from = WEEKDAYS.indexOf(event.target.value as (typeof WEEKDAYS)[number]);
        void setFieldValue(`days.${index}.ranges`, [...values.days[from].ranges]);
      }}
    />
  );
}

/** Seasons: a week of ranges between two dates in place of the regular week (overlaps: 409). */
export const SEASONS: RecordKind<SeasonRecord, SeasonValues, SeasonPayload> = {
  noun: 'season',
  title: HOURS_UI.seasonsTitle,
  intro: HOURS_UI.seasonsIntro,
  none: HOURS_UI.noSeasons,
  loadFailed: HOURS_UI.loadSeasonsFailed,
  saveFailed: HOURS_UI.saveSeasonFailed,
  deleteFailed: HOURS_UI.deleteSeasonFailed,
  save: HOURS_UI.saveSeason,
  add: HOURS_UI.addSeason,
  fetch: fetchSeasons,
  remove: deleteSeason,
  async write(payload, ask, editing, shown) {
    const movedStart = !editing || editing.valid_from !== payload.valid_from;
    if (movedStart && !(await pastDateAgreed(ask, payload.valid_from, HOURS_UI.seasonStartsInPast)))
      return false;
    if (editing && shown) await updateSeason(editing.id, payload, shown);
    else await createSeason(payload);
    return true;
  },
  name: (season) => season.name,
  details: (season) => (
    <>
      <p>{seasonDates(season)}</p>
      <dl className={styles['card__week']}>
        {WEEKDAYS.map((day) => (
          <div key={day}>
            <dt>{day}</dt>
            <dd>{dayText(rangesOn(season.hours, day))}</dd>
          </div>
        ))}
      </dl>
    </>
  ),
  deleteQuestion: (season) =>
    `Delete the season "${season.name}" (${seasonDates(season)})? The regular week applies on those dates.`,
  saved: (payload) => HOURS_UI.seasonSaved(payload.name),
  deleted: (season) => HOURS_UI.seasonDeleted(season.name),
  editTitle: (season) => `Edit season ${season.name}`,
  schema: Yup.object({
    name: Yup.string().trim().required(HOURS_UI.seasonNameRequired),
    valid_from: Yup.string().required(HOURS_UI.seasonFromRequired),
    valid_through: lastDaySchema('valid_from').required(HOURS_UI.seasonThroughRequired),
    days: Yup.array(Yup.object({ ranges: rangesSchema })),
  }),
  toValues: seasonValues,
  toPayload: (values) => ({
    name: values.name.trim(),
    valid_from: values.valid_from,
    valid_through: values.valid_through,
    hours: WEEKDAYS.map((day, index) => ({
      day_of_week: day,
      ranges: toApiRanges(values.days[index].ranges),
    })).filter((day) => day.ranges.length),
  }),
  Fields: ({ records, record }) => (
    <>
      <FormikField name="name" id="season-name" label={HOURS_UI.seasonName} autoComplete="off" />
      <DateFields
        idPrefix="season"
        names={['valid_from', 'valid_through']}
        labels={[HOURS_UI.seasonFrom, HOURS_UI.seasonThrough]}
      />
      {!record && <StartFrom seasons={records} />}
      <ul className={styles['day-list']}>
        {WEEKDAYS.map((day, index) => (
          <li key={day} className={styles['season-day']}>
            <span className={styles['day-row__day']}>{day}</span>
            <span>
              <RangesFields
                name={`days.${index}.ranges`}
                idPrefix={`season-${day}`}
                label={`${day} (season)`}
              />
              <CopyDay index={index} />
            </span>
          </li>
        ))}
      </ul>
    </>
  ),
};
