import { museumToday } from '../../components/museum-time';
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
  recordVersion,
  type SeasonPayload,
  type SeasonRecord,
} from '@furnace/contracts';
import {
  Button,
  FormikField,
  LiveMessage,
  VisuallyHidden,
  failure,
  fieldClasses,
  success,
  type Message,
} from '@furnace/ui';
import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import * as Yup from 'yup';
import { ConfirmButton } from '../../components/ConfirmButton';
import { rangesHoursText } from './hours-text';
import { rangesSchema, toApiRanges, toRangeValues, type RangeValue } from './ranges-form';
import { RangesFields } from './RangesFields';
import { isEditConflict, saveFailure } from './save-failure';
import { useQuestion } from './useQuestion';
import adminStyles from '../../app/admin.module.css';
import styles from './hours.module.css';
import { LoadNewerButton } from '../../components/LoadNewerButton';

interface SeasonValues {
  name: string;
  valid_from: string;
  valid_through: string;
  /** Monday..Sunday; a day without ranges is closed in the season. */
  days: { ranges: RangeValue[] }[];
}

const seasonSchema = Yup.object({
  name: Yup.string().trim().required(HOURS_UI.seasonNameRequired),
  valid_from: Yup.string().required(HOURS_UI.seasonFromRequired),
  valid_through: Yup.string()
    .required(HOURS_UI.seasonThroughRequired)
    .test('after-from', HOURS_UI.seasonThroughBeforeFrom, function (through) {
      const { valid_from: from } = this.parent as SeasonValues;
      return !from || !through || from <= through;
    }),
  days: Yup.array(Yup.object({ ranges: rangesSchema })),
});

const toValues = (season: SeasonRecord | null): SeasonValues => ({
  name: season?.name ?? '',
  valid_from: season?.valid_from ?? '',
  valid_through: season?.valid_through ?? '',
  days: WEEKDAYS.map((day) => ({
    ranges: toRangeValues(season?.hours.find((h) => h.day_of_week === day)?.ranges ?? []),
  })),
});

const toPayload = (values: SeasonValues): SeasonPayload => ({
  name: values.name.trim(),
  valid_from: values.valid_from,
  valid_through: values.valid_through,
  hours: WEEKDAYS.flatMap((day, index) =>
    values.days[index].ranges.length
      ? [{ day_of_week: day, ranges: toApiRanges(values.days[index].ranges) }]
      : [],
  ),
});

const seasonDates = (season: Pick<SeasonRecord, 'valid_from' | 'valid_through'>) =>
  `${formatLongDate(season.valid_from)} to ${formatLongDate(season.valid_through)}`;

/**
 * Seasons: a named set of weekly ranges between two dates that replaces the regular
 * week, e.g. winter hours. Create, edit, delete; native date inputs; a season starting in the past
 * asks first; an overlap is refused by the API with a 409 whose message is shown as written.
 */
export function SeasonsPanel({ onChanged }: { onChanged?: () => void }) {
  const [message, setMessage] = useState<Message | null>(null);
  const [editing, setEditing] = useState<SeasonRecord | 'new' | null>(null);
  // After a 412: the version someone else saved of the season being edited.
  const [newer, setNewer] = useState<SeasonRecord | null>(null);
  const loadNewer = (record: SeasonRecord) => {
    setEditing(record);
    setNewer(null);
    setMessage(null);
  };
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { ask, questionElement } = useQuestion();
  const query = useApiQuery('seasons', fetchSeasons, {
    onError: (error) => {
      console.error(error);
      setMessage(failure(HOURS_UI.loadSeasonsFailed));
    },
  });
  const seasons = query.data ?? null;
  // Focus follows the form: into its first field when it opens.
  useEffect(() => {
    if (editing !== null) document.getElementById('season-name')?.focus();
  }, [editing]);

  const close = () => {
    setEditing(null);
    setNewer(null);
    requestAnimationFrame(() => addButton.current?.focus());
  };

  async function save(values: SeasonValues) {
    setMessage(null);
    const original = editing === 'new' ? null : editing;
    const payload = toPayload(values);
    const movedStart = !original || original.valid_from !== payload.valid_from;
    if (movedStart && payload.valid_from < museumToday()) {
      const yes = await ask(
        HOURS_UI.seasonStartsInPast(formatLongDate(payload.valid_from)),
        HOURS_UI.saveAnyway,
      );
      if (!yes) return;
    }
    try {
      if (original) await updateSeason(original.id, payload, newer ?? original);
      else await createSeason(payload);
    } catch (error) {
      console.error(error);
      setMessage(failure(saveFailure(error, HOURS_UI.saveSeasonFailed, 'season')));
      // Someone else saved it first: the form keeps what was typed; their version is read, and
      // saving again goes over it knowingly.
      if (original && isEditConflict(error)) {
        await query.reload();
        setNewer((await fetchSeasons()).find((season) => season.id === original.id) ?? null);
      }
      return;
    }
    setNewer(null);
    await query.reload();
    onChanged?.();
    setMessage(success(HOURS_UI.seasonSaved(payload.name)));
    close();
  }

  async function remove(season: SeasonRecord) {
    setMessage(null);
    try {
      await deleteSeason(season.id);
    } catch (error) {
      console.error(error);
      setMessage(failure(saveFailure(error, HOURS_UI.deleteSeasonFailed)));
      return;
    }
    await query.reload();
    onChanged?.();
    setMessage(success(HOURS_UI.seasonDeleted(season.name)));
    heading.current?.focus();
  }

  return (
    <section className={adminStyles['admin-panel']} aria-labelledby="seasons-title">
      <h2 id="seasons-title" ref={heading} tabIndex={-1}>
        {HOURS_UI.seasonsTitle}
      </h2>
      <p className={fieldClasses.hint}>{HOURS_UI.seasonsIntro}</p>
      <LiveMessage message={message} />
      {newer && editing !== null && <LoadNewerButton onLoad={() => loadNewer(newer)} />}
      {seasons === null ? (
        query.loading && <p aria-busy="true">Loading seasons…</p>
      ) : seasons.length === 0 ? (
        <p>{HOURS_UI.noSeasons}</p>
      ) : (
        <ul className={styles['card-list']}>
          {seasons.map((season) => (
            <li key={season.id} className={styles.card} data-testid="season-card">
              <h3 className={styles.card__title}>{season.name}</h3>
              <p>{seasonDates(season)}</p>
              <dl className={styles['card__week']}>
                {WEEKDAYS.map((day) => (
                  <div key={day}>
                    <dt>{day}</dt>
                    <dd>
                      {rangesHoursText(
                        season.hours.find((h) => h.day_of_week === day)?.ranges ?? [],
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
              <span className={adminStyles['button-row']}>
                <Button variant="secondary" onClick={() => setEditing(season)}>
                  Edit<VisuallyHidden> season {season.name}</VisuallyHidden>
                </Button>
                <ConfirmButton
                  question={`Delete the season "${season.name}" (${seasonDates(season)})? The regular week applies on those dates.`}
                  confirmLabel="Yes, delete"
                  onConfirm={() => remove(season)}
                >
                  Delete<VisuallyHidden> season {season.name}</VisuallyHidden>
                </ConfirmButton>
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing === null ? (
        <Button ref={addButton} onClick={() => setEditing('new')}>
          {HOURS_UI.addSeason}
        </Button>
      ) : (
        <Formik<SeasonValues>
          // A new form for each season edited (Edit on another card while one is open).
          key={editing === 'new' ? 'new' : recordVersion(editing)}
          initialValues={toValues(editing === 'new' ? null : editing)}
          validationSchema={seasonSchema}
          validateOnChange={false}
          validateOnBlur={false}
          onSubmit={save}
        >
          {({ isSubmitting }) => (
            <Form
              className={styles['panel-form']}
              aria-label={editing === 'new' ? HOURS_UI.addSeason : `Edit season ${editing.name}`}
              noValidate
            >
              <h3>{editing === 'new' ? HOURS_UI.addSeason : `Edit season ${editing.name}`}</h3>
              <FormikField
                name="name"
                id="season-name"
                label={HOURS_UI.seasonName}
                autoComplete="off"
              />
              <span className={styles['date-pair']}>
                <FormikField
                  name="valid_from"
                  id="season-from"
                  label={HOURS_UI.seasonFrom}
                  type="date"
                />
                <FormikField
                  name="valid_through"
                  id="season-through"
                  label={HOURS_UI.seasonThrough}
                  type="date"
                />
              </span>
              <ul className={styles['day-list']}>
                {WEEKDAYS.map((day, index) => (
                  <li key={day} className={styles['season-day']}>
                    <span className={styles['day-row__day']}>{day}</span>
                    <RangesFields
                      name={`days.${index}.ranges`}
                      idPrefix={`season-${day}`}
                      label={`${day} (season)`}
                    />
                  </li>
                ))}
              </ul>
              {questionElement}
              <span className={adminStyles['button-row']}>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Saving…' : HOURS_UI.saveSeason}
                </Button>
                <Button variant="secondary" onClick={close}>
                  Cancel
                </Button>
              </span>
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}
