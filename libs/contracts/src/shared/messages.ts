// docs/product.md §2 and §8. One export per text, so each bundle carries only its own.
export const setHoursFallback = 'Failed to set hours';
export const fetchHoursFailed = 'Failed to fetch hours.';
export const updateHoursFailed = 'Failed to update hours.';
export const deleteHoursFailed = 'Failed to delete hours.';
export const hoursDeleted = 'Hours deleted successfully.';
export const hoursUpdated = 'Hours updated successfully.';
export const holidayFieldsRequired = 'Both date and description are required.';
export const addHolidayFailed =
  'Failed to add the holiday. Please check the console for more details.';
export const removeHolidayFailed =
  'Failed to remove the holiday. Please check the console for more details.';
export const removeEventFailed =
  'Failed to remove the event. Please check the console for more details.';
export const createEventFailed = 'Error creating event. Please try again.';
export const eventCreated = 'Event created successfully!';
export const creatingEvent = 'Creating Event...';
export const invalidLogin = 'Invalid username or password';
export const required = 'Required';
export const imageRequired = 'An image file is required';
export const noEventPdf = 'No PDF has been uploaded for this event yet.';
export const invalidQr = 'Error: Invalid QR code provided.';
export const loadingHours = 'Loading hours...';
export const noDescription = 'No description available';

/** The API's 503 while its database cannot be reached (docs/api.md, "When the database is down"). */
export const databaseUnavailable =
  'The museum’s database is not answering right now. Please try again in a few seconds.';
/** A public page's 503 when too many pages nobody asked for before are being rendered at once. */
export const siteBusy = 'The museum’s site is busy right now. Please try again in a few seconds.';
/** The admin's alert on a 503: the user stays signed in and what they typed stays in the form. */
export const serviceUnavailableTryAgain =
  'The server is temporarily unavailable. You are still signed in and your changes are kept: please try again in a moment.';
