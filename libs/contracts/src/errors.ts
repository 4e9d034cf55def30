/**
 * The error-message catalogue of SPEC section 8. Browsers raise and show exactly these texts, so they
 * live in one place shared by the API client, the pages and their tests.
 */
export const ERRORS = {
  gettingHours: (status: number) => `Error getting hours: ${status}`,
  settingHours: (status: number) => `Error setting hours: ${status}`,
  gettingHolidays: (status: number) => `Error getting holidays: ${status}`,
  settingHoliday: (status: number) => `Error setting holiday: ${status}`,
  gettingEvents: (status: number) => `Error getting events: ${status}`,
  gettingUpcomingEvents: (status: number) => `Error getting upcoming events: ${status}`,
  deletingEvent: (status: number) => `Error deleting event: ${status}`,
  duringLogin: (status: number) => `Error during login: ${status}`,
  tokenValidation: (status: number) => `Token validation error: ${status}`,
  creatingEvent: (statusText: string) => `Error creating event: ${statusText}`,
  editingEvent: (statusText: string) => `Error editing event: ${statusText}`,
  invalidAuthResponse: 'Invalid response from authentication server',
  noStoredUser: 'No user information found in local storage',
  noStoredToken: 'No access token found in local storage',
  notAuthenticated: 'Not authenticated',
} as const;

/** User-facing texts of SPEC sections 2 and 8. */
export const MESSAGES = {
  setHoursFallback: 'Failed to set hours',
  fetchHoursFailed: 'Failed to fetch hours.',
  updateHoursFailed: 'Failed to update hours.',
  deleteHoursFailed: 'Failed to delete hours.',
  hoursDeleted: 'Hours deleted successfully.',
  hoursUpdated: 'Hours updated successfully.',
  holidayFieldsRequired: 'Both date and description are required.',
  addHolidayFailed: 'Failed to add the holiday. Please check the console for more details.',
  removeHolidayFailed: 'Failed to remove the holiday. Please check the console for more details.',
  removeEventFailed: 'Failed to remove the event. Please check the console for more details.',
  createEventFailed: 'Error creating event. Please try again.',
  eventCreated: 'Event created successfully!',
  creatingEvent: 'Creating Event...',
  invalidLogin: 'Invalid username or password',
  required: 'Required',
  imageRequired: 'An image file is required',
  noEventPdf: 'No PDF has been uploaded for this event yet.',
  invalidQr: 'Error: Invalid QR code provided.',
  loadingHours: 'Loading hours...',
  noDescription: 'No description available',
} as const;
