// Listed explicitly (no globs): the API ships as one bundle, and the order is the history.
import { CreateOpeningHoursAndHolidays1763712000000 } from './1763712000000-create-opening-hours-and-holidays';
import { SeedMuseumHours1763712000001 } from './1763712000001-seed-museum-hours';
import { CreateUsers1763712000002 } from './1763712000002-create-users';
import { CreateEventsAndStoredFiles1763712000003 } from './1763712000003-create-events-and-stored-files';
import { NotifyEventsChanged1763712000004 } from './1763712000004-notify-events-changed';
import { HoursRangesSeasonsSpecialDays1763712000010 } from './1763712000010-hours-ranges-seasons-special-days';
import { AccountsRolesSessions1763712000020 } from './1763712000020-accounts-roles-sessions';
import { AuditLogAndEventTrash1763712000021 } from './1763712000021-audit-log-and-event-trash';
import { Passkeys1763712000022 } from './1763712000022-passkeys';
import { AuditUndo1763712000023 } from './1763712000023-audit-undo';
import { CreateContentAndAlerts1763712000030 } from './1763712000030-create-content-and-alerts';
import { EventLifecycle1763712000040 } from './1763712000040-event-lifecycle';
import { SignTexts1763712000041 } from './1763712000041-sign-texts';
import { AuditLogAppendOnly1763712000050 } from './1763712000050-audit-log-append-only';
import { AuditTypedUndo1763712000060 } from './1763712000060-audit-typed-undo';

export const MIGRATIONS = [
  CreateOpeningHoursAndHolidays1763712000000,
  SeedMuseumHours1763712000001,
  CreateUsers1763712000002,
  CreateEventsAndStoredFiles1763712000003,
  NotifyEventsChanged1763712000004,
  HoursRangesSeasonsSpecialDays1763712000010,
  AccountsRolesSessions1763712000020,
  AuditLogAndEventTrash1763712000021,
  Passkeys1763712000022,
  AuditUndo1763712000023,
  CreateContentAndAlerts1763712000030,
  EventLifecycle1763712000040,
  SignTexts1763712000041,
  AuditLogAppendOnly1763712000050,
  AuditTypedUndo1763712000060,
];
