export { ApiError, apiUrl, setApiBase } from './http';
export { fetchHoursStatus, fetchHours } from './hours';
export { login, fetchCurrentUser } from './auth';
export { withRetry } from './retry';
