// docs/product.md §8. One export per text, so webpack ships a visitor only the texts a page uses.
export const gettingHours = (status: number) => `Error getting hours: ${status}`;
export const settingHours = (status: number) => `Error setting hours: ${status}`;
export const gettingHolidays = (status: number) => `Error getting holidays: ${status}`;
export const settingHoliday = (status: number) => `Error setting holiday: ${status}`;
export const gettingEvents = (status: number) => `Error getting events: ${status}`;
export const gettingUpcomingEvents = (status: number) => `Error getting upcoming events: ${status}`;
export const deletingEvent = (status: number) => `Error deleting event: ${status}`;
export const duringLogin = (status: number) => `Error during login: ${status}`;
export const tokenValidation = (status: number) => `Token validation error: ${status}`;
export const creatingEvent = (statusText: string) => `Error creating event: ${statusText}`;
export const editingEvent = (statusText: string) => `Error editing event: ${statusText}`;
export const invalidAuthResponse = 'Invalid response from authentication server';
export const notAuthenticated = 'Not authenticated';
