import { createAlert, deleteAlert, fetchRecentAlerts } from '@furnace/api-client';
import {
  ALERT_ADMIN_TEXTS as TEXTS,
  ALERT_LEVELS,
  ALERT_LEVEL_NAMES,
  MAX_ALERT_MESSAGE,
  type AlertLevel,
  type AlertRecord,
} from '@furnace/contracts';
import { VisuallyHidden, fieldClasses } from '@furnace/ui';
import * as Yup from 'yup';
import { AdminForm } from '../../components/AdminForm';
import { AdminPage, ListPanel, useAdminList } from '../../components/AdminPage';
import { refusalOr } from '../../components/Answer';
import { ConfirmButton } from '../../components/ConfirmButton';
import { museumDisplay, museumInstant, museumLocal } from '../../components/museum-time';
import styles from './alerts.module.css';

/** Where an alert stands at `now`: shown to visitors, not yet, or no more. */
function alertState(alert: AlertRecord, now = Date.now()): 'active' | 'scheduled' | 'ended' {
  if (Date.parse(alert.starts_at) > now) return 'scheduled';
  if (alert.ends_at !== null && Date.parse(alert.ends_at) <= now) return 'ended';
  return 'active';
}

/** The form's checks, each message naming the field by its label. */
const alertSchema = Yup.object({
  message: Yup.string()
    .trim()
    .required(TEXTS.messageRequired)
    .max(MAX_ALERT_MESSAGE, TEXTS.messageTooLong),
  level: Yup.string()
    .oneOf([...ALERT_LEVELS], TEXTS.levelInvalid)
    .required(TEXTS.levelInvalid),
  starts: Yup.string().test('instant', TEXTS.startsRequired, (value) => !!museumInstant(value)),
  ends: Yup.string()
    .test('instant', TEXTS.endsHint, (value) => !value || museumInstant(value) !== null)
    .test('future', TEXTS.endsInPast, (value) => {
      const at = museumInstant(value);
      return !at || Date.parse(at) > Date.now();
    })
    .test('after', TEXTS.endsBeforeStart, (value, context) => {
      const end = museumInstant(value);
      const start = museumInstant((context.parent as AlertValues).starts);
      return !end || !start || Date.parse(end) > Date.parse(start);
    }),
});

/** The form's values; `starts` and `ends` are datetime-local values in the museum's clock. */
const blank = () => ({
  message: '',
  level: 'info' as AlertLevel,
  starts: museumLocal(new Date()),
  ends: '',
});
type AlertValues = ReturnType<typeof blank>;

const ALERT_FIELDS = [
  { name: 'message', label: TEXTS.message, hint: TEXTS.messageHint, multiline: true },
  {
    name: 'level',
    label: TEXTS.level,
    options: ALERT_LEVELS.map((level) => ({ value: level, label: ALERT_LEVEL_NAMES[level] })),
  },
  { name: 'starts', label: TEXTS.starts, hint: TEXTS.startsHint, type: 'datetime-local' },
  { name: 'ends', label: TEXTS.ends, hint: TEXTS.endsHint, type: 'datetime-local' },
];

/** /admin/alerts: notices above every public page for a while ("Closed today: snow"). */
export function AlertsPage() {
  const list = useAdminList('alerts-recent', () => fetchRecentAlerts(), TEXTS.loadFailed);
  const now = Date.now();

  return (
    <AdminPage title={TEXTS.title} intro={TEXTS.intro}>
      <AdminForm
        initial={blank}
        validationSchema={alertSchema}
        save={(values) =>
          createAlert({
            message: values.message.trim(),
            level: values.level,
            starts_at: museumInstant(values.starts) as string,
            ends_at: museumInstant(values.ends),
          })
        }
        done={TEXTS.created}
        // The API's sentence as written (it names the field); a 503 says what is typed is kept.
        usual={refusalOr(TEXTS.createFailed)}
        onSaved={list.reload}
        idPrefix="alert"
        title={TEXTS.createTitle}
        submitLabel={(formik) => (formik.isSubmitting ? TEXTS.creating : TEXTS.create)}
        answers={list.answers}
        fields={ALERT_FIELDS}
      />
      <ListPanel title={TEXTS.listTitle} list={list} loading="Loading alerts…" empty={TEXTS.none}>
        {(alerts) => (
          <ul className={styles['alert-list']}>
            {alerts.map((alert) => (
              <li
                key={alert.id}
                className={`${styles['alert-card']} ${styles[`alert-card--${alert.level}`]}`}
                data-testid={`alert-${alert.id}`}
              >
                <p>
                  <strong>{TEXTS.stateNames[alertState(alert, now)]}</strong> ·{' '}
                  {ALERT_LEVEL_NAMES[alert.level]}
                </p>
                <p className={styles['alert-card__message']}>{alert.message}</p>
                <p className={fieldClasses.hint}>
                  {TEXTS.period(
                    museumDisplay(alert.starts_at),
                    alert.ends_at ? museumDisplay(alert.ends_at) : null,
                  )}
                </p>
                <ConfirmButton
                  question={TEXTS.deleteQuestion}
                  confirmLabel={TEXTS.deleteConfirm}
                  onConfirm={() =>
                    list.act(
                      () => deleteAlert(alert.id),
                      (answer) => answer.message,
                      refusalOr(TEXTS.deleteFailed),
                    )
                  }
                >
                  {TEXTS.delete}
                  <VisuallyHidden> alert: {alert.message}</VisuallyHidden>
                </ConfirmButton>
              </li>
            ))}
          </ul>
        )}
      </ListPanel>
    </AdminPage>
  );
}
