export { ApiError, isServiceUnavailable, refusalReason } from './shared/http';
export { fetchHoursStatus } from './hours/hours';
export { eventsPath, fetchEvents, fetchUpcomingEvents, nextEventsCursor } from './events/events';
export {
  fetchPastEvents,
  fetchEventDetails,
  eventDetailsPath,
  fetchPublicOccurrences,
  type PastEventsPage,
} from './events/event-pages';
export { fetchSign } from './signs/public-signs';
export { fileExists } from './shared/files';
export { login, fetchCurrentUser, requestPasswordReset } from './accounts/auth';
export { UNAUTHORIZED_EVENT, setReauthenticate } from './shared/session';
export type { UploadProgress } from './shared/upload';
export {
  fetchAdminEvents,
  fetchAllEvents,
  createEvent,
  editEvent,
  deleteEvent,
  fetchStaffEventImage,
  setOccurrence,
  restoreOccurrence,
  fetchEventOccurrences,
  type NewEvent,
  type EventChanges,
  type OccurrenceChange,
} from './events/admin-events';
export { fetchSigns, uploadSign, deleteSign, type AdminSign } from './signs/admin-signs';
export { useApiQuery, type ApiQuery } from './shared/use-api-query';
export { useSiteContent, useSiteAlerts } from './content/site-content';
export {
  createPageQueryClient,
  createServerQueryClient,
  hydratePageQueries,
  serverMetaOf,
  type ApiSource,
} from './shared/query-client';
export {
  ApiRefusal,
  saveContent,
  fetchContent,
  fetchContentVersions,
  restoreContentVersion,
  cancelContentVersion,
  fetchRecentAlerts,
  createAlert,
  deleteAlert,
  type ContentSaved,
} from './content/admin-content';
export { fetchSchedule, fetchWeekInForce, fetchSpecialDays } from './hours/schedule';
export {
  fetchHoursWithRanges,
  setHoursRanges,
  setHoliday,
  fetchHolidays,
  fetchStatusAt,
  fetchSeasons,
  createSeason,
  updateSeason,
  deleteSeason,
  createSpecialDay,
  updateSpecialDay,
  deleteSpecialDay,
} from './hours/admin-schedule';
export {
  fetchStaff,
  inviteStaff,
  updateStaff,
  resetStaff,
  changeOwnPassword,
  logoutEverywhere,
  endSession,
  acceptInvite,
  fetchAudit,
  fetchTrash,
  restoreEvent,
  fetchPasskeys,
  registerPasskey,
  removePasskey,
  fetchStaffPasskeys,
  removeStaffPasskey,
  revertChange,
  fetchBackups,
  fetchLastNightlyBackup,
  makeBackup,
  downloadBackup,
} from './accounts/admin-accounts';
export { loginWithPasskey } from './accounts/passkey-login';
