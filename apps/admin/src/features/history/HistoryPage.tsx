import { fetchAudit, revertChange } from '@furnace/api-client';
import { useAuth } from '@furnace/auth';
import { ACCOUNTS, HISTORY_TEXTS as TEXTS, describeChange, undoQuestion } from '@furnace/contracts';
import { Field, VisuallyHidden } from '@furnace/ui';
import { useState } from 'react';
import adminStyles from '../../app/admin.module.css';
import { AdminPage, ListPanel, useAdminList } from '../../components/AdminPage';
import { SelectField } from '../../components/ChoiceFields';
import { Answer } from '../../components/Answer';
import { ConfirmButton } from '../../components/ConfirmButton';

/** The kinds of record the History can be narrowed to, by their names in the filter. */
const ENTITIES = Object.entries({
  '': TEXTS.anything,
  hours: 'opening hours',
  holidays: 'holidays',
  seasons: 'seasons',
  'special-days': 'special days',
  events: 'events',
  signs: 'signs',
  content: 'site content',
  alerts: 'alerts',
  users: 'staff accounts',
  sessions: 'sign-ins',
}).map(([value, label]) => ({ value, label }));

const when = (at: string) =>
  new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** History, newest first: admins see and undo everyone's changes, editors their own (GET /audit/mine). */
export function HistoryPage() {
  const admin = useAuth().role === 'admin';
  const [entity, setEntity] = useState('');
  const [username, setUsername] = useState('');
  const filter = { limit: 200, entity, username: username.trim() };
  const list = useAdminList(
    `audit:${admin}:${entity}:${filter.username}`,
    (signal) => fetchAudit(filter, signal, !admin),
    ACCOUNTS.historyLoadFailed,
  );
  const { answers } = list;

  return (
    <AdminPage
      title={ACCOUNTS.historyTitle}
      intro={admin ? ACCOUNTS.historyIntro : TEXTS.editorIntro}
    >
      <div className={`${adminStyles['admin-panel']} ${adminStyles.filters}`}>
        <SelectField
          id="history-entity"
          label={TEXTS.what}
          options={ENTITIES}
          value={entity}
          onChange={(event) => setEntity(event.target.value)}
        />
        {admin && (
          <Field id="history-username" label={TEXTS.who}>
            <input
              id="history-username"
              type="text"
              value={username}
              placeholder={TEXTS.anyone}
              autoCapitalize="none"
              onChange={(event) => setUsername(event.target.value)}
            />
          </Field>
        )}
      </div>
      <ListPanel
        columns={['When', TEXTS.change, TEXTS.undo]}
        title="Changes"
        list={list}
        loading="Loading history…"
        empty={ACCOUNTS.historyEmpty}
      >
        {(rows) =>
          rows.map((row) => (
            <tr key={row.id}>
              <td>
                <time dateTime={row.at}>{when(row.at)}</time>
              </td>
              <td>{describeChange(row)}</td>
              <td>
                {row.reverted_at ? (
                  TEXTS.undone
                ) : row.can_revert ? (
                  <ConfirmButton
                    question={undoQuestion(row)}
                    confirmLabel={TEXTS.undoConfirm}
                    onConfirm={async () => {
                      const undone = await answers.run(
                        `entry-${row.id}`,
                        () => revertChange(row.id),
                        TEXTS.reverted,
                      );
                      if (undone) await list.reload();
                    }}
                  >
                    {TEXTS.undo}
                    <VisuallyHidden>: {describeChange(row)}</VisuallyHidden>
                  </ConfirmButton>
                ) : null}
                <Answer answers={answers} place={`entry-${row.id}`} />
              </td>
            </tr>
          ))
        }
      </ListPanel>
    </AdminPage>
  );
}
