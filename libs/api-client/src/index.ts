export { ApiError, apiUrl } from './http';
export { fetchHoursStatus, fetchHours } from './hours';
export { login, fetchCurrentUser } from './auth';
export { withRetry } from './retry';
export { UNAUTHORIZED_EVENT, requireAccessToken, signalUnauthorized } from './session';
export { authorizedFetch } from './authorized';
export type { UploadProgress } from './upload';
export { setHours, setHoliday, fetchHolidays, fetchStatusAt } from './admin-hours';
export {
  fetchAllEvents,
  createEvent,
  editEvent,
  deleteEvent,
  type NewEvent,
  type EventChanges,
} from './admin-events';
export { fetchSigns, uploadSign, deleteSign, SIGN_ERRORS } from './admin-signs';
