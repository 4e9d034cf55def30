export { ApiError, isServiceUnavailable, refusalReason } from './http';
export { fetchHoursStatus } from './hours';
export { eventsPath, fetchEvents, fetchUpcomingEvents, nextEventsCursor } from './events';
export {
  fetchPastEvents,
  fetchEventDetails,
  eventDetailsPath,
  fetchPublicOccurrences,
  type PastEventsPage,
} from './event-pages';
export { fetchSign } from './public-signs';
export { fileExists } from './files';
export { login, fetchCurrentUser, requestPasswordReset } from './auth';
export { UNAUTHORIZED_EVENT, setReauthenticate } from './session';
export type { UploadProgress } from './upload';
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
} from './admin-events';
export { fetchSigns, uploadSign, deleteSign, type AdminSign } from './admin-signs';
export { useApiQuery, type ApiQuery } from './use-api-query';
export { useSiteContent, useSiteAlerts } from './site-content';
export {
  createPageQueryClient,
  createServerQueryClient,
  hydratePageQueries,
  serverMetaOf,
  type ApiSource,
} from './query-client';
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
} from './admin-content';
export { fetchSchedule, fetchWeekInForce, fetchSpecialDays } from './schedule';
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
} from './admin-schedule';
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
} from './admin-accounts';
export { loginWithPasskey } from './passkey-login';
