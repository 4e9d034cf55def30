// The hours pages' own words (the status texts come from the API, never from here).

// Errors raised by the API client (the status is appended, like docs/product.md §8's catalogue).
export const gettingSchedule = (status: number) => `Error getting the schedule: ${status}`;
export const gettingWeek = (status: number) => `Error getting the weekly hours: ${status}`;
export const gettingSeasons = (status: number) => `Error getting seasons: ${status}`;
export const savingSeason = (status: number) => `Error saving the season: ${status}`;
export const deletingSeason = (status: number) => `Error deleting the season: ${status}`;
export const gettingSpecialDays = (status: number) => `Error getting special days: ${status}`;
export const savingSpecialDay = (status: number) => `Error saving the special day: ${status}`;
export const deletingSpecialDay = (status: number) => `Error deleting the special day: ${status}`;

// The regular week (admin).
export const bothTimes = 'Enter both an opening and a closing time.';
export const openBeforeClose = 'The opening time must be before the closing time.';
export const rangesOverlap = 'The ranges of a day must not overlap.';
export const addRange = 'Add a range';
export const rangeLimit = (max: number) => `A day has at most ${max} ranges.`;
export const lunchBreakHint =
  'A lunch break is two ranges, for example 9:00 AM to 12:00 PM and 1:00 PM to 4:00 PM.';

// Seasons (admin).
export const seasonsTitle = 'Seasons';
export const seasonsIntro =
  'A season replaces the regular week between two dates, for example winter hours. Days left closed in a season are closed.';
export const noSeasons = 'No seasons are set: the regular week applies all year.';
export const seasonNameRequired = 'Enter the name visitors see, for example "Winter hours".';
export const seasonFromRequired = 'Choose the first day of the season.';
export const seasonThroughRequired = 'Choose the last day of the season.';
/** A season's, a special day's or a closing's last day before its first. */
export const lastDayBeforeFirst = 'The last day must be on or after the first day.';
export const seasonStartsInPast = (date: string) =>
  `This season starts in the past (${date}). Save it anyway?`;
export const seasonSaved = (name: string) => `Season saved: ${name}.`;
export const seasonDeleted = (name: string) => `Season deleted: ${name}.`;
export const saveSeasonFailed = 'Failed to save the season.';
export const deleteSeasonFailed = 'Failed to delete the season.';
export const loadSeasonsFailed = 'The seasons could not be loaded. Please reload the page.';

// Special days (admin).
export const specialDaysTitle = 'Special days';
export const specialDaysIntro =
  'A day or a run of days with its own hours, or closed: a holiday, an early closing for a private event, a late opening for a lantern tour. It wins over the season and the regular week.';
export const noSpecialDays = 'No special days are planned.';
export const specialFromRequired = 'Choose the date.';
export const reasonRequired = 'Enter the reason visitors see, for example "Staff training day".';
export const openNeedsRange = 'Add at least one range, or choose Closed.';
export const specialDayInPast = (date: string) =>
  `${date} is in the past: visitors will not see it. Save it as a record anyway?`;
export const specialDayReplace = (dates: string) =>
  `There is already a special day on ${dates}. Replace it?`;
export const specialDaySaved = (dates: string) => `Special day saved: ${dates}.`;
export const specialDayDeleted = (dates: string) => `Special day deleted: ${dates}.`;
export const saveSpecialDayFailed = 'Failed to save the special day.';
export const deleteSpecialDayFailed = 'Failed to delete the special day.';
export const loadSpecialDaysFailed =
  'The special days could not be loaded. Please reload the page.';

// The 14-day strip (admin).
export const stripTitle = 'The next 14 days, as visitors will see them';
export const stripFailed = 'The next 14 days could not be loaded.';
export const closed = 'Closed';
export const today = 'Today';

// Public site.
/** When the status cannot be fetched after the retries: where the hours can be found instead. */
export const statusUnavailable = 'Our opening status could not be loaded just now.';
export const seeThisWeek = 'See this week’s hours';
export const orCall = 'or call';
export const thisWeekTitle = 'This week';
export const specialDaysAheadTitle = 'Special days in the next 8 weeks';
export const noSpecialDaysAhead = 'No special days in the next 8 weeks.';
export const seasonInForce = (name: string, from: string, through: string) =>
  `${name}, from ${from} through ${through}`;
export const closedFor = (reason: string) => `Closed for ${reason}`;
export const scheduleUnavailable =
  'This week’s hours could not be loaded just now. These are the usual hours:';

// Labels and confirmations shared by the admin's seasons and special days.
export const saveAnyway = 'Save anyway';
export const replace = 'Yes, replace it';
export const sourceRegular = 'Regular week';
export const sourceSeason = (name: string) => `Season: ${name}`;
export const sourceSpecial = 'Special day';
export const addSeason = 'Add a season';
export const seasonName = 'Name visitors see';
export const seasonFrom = 'First day';
export const seasonThrough = 'Last day';
export const saveSeason = 'Save season';
export const seasonStartFrom = 'Start from';
export const emptyWeek = 'An empty week (every day closed)';
export const copyDay = (day: string) => `${day}: same hours as`;
export const copyDayChoose = 'Choose a day';
export const holidayInPast = (date: string) =>
  `${date} is in the past: visitors will not see it. Close the museum that day anyway?`;
export const holidayReplace = (date: string, description: string) =>
  `The museum is already closed on ${date} (${description}). Replace that closure?`;
export const closeMuseumTitle = 'Close the museum';
export const closeMuseumHint =
  'For a snow day or a holiday: one day, or several with a last day. It wins over every season and the weekly hours.';
export const closureReasonHint =
  'On those days visitors see "Closed today for" followed by this, e.g. "Snow" or "Christmas Day".';
export const postClosureAlert =
  'Also show the notice "Closed today: …" above every page of the website on those days';
export const closureAdded = (from: string, through: string, reason: string) =>
  from === through
    ? `Holiday added: ${from}, ${reason}.`
    : `Closure added: ${from} to ${through}, ${reason}.`;
export const closureAlertMessage = (reason: string) => `Closed today: ${reason}.`;
export const closureAlertPublished =
  'Notice published: visitors see it above every page until the end of the closure.';
export const closureAlertFailed =
  'The closure is saved, but the notice could not be published. Please add it on the Alerts page.';
export const specialFrom = 'First day';
export const specialThrough = 'Last day (leave empty for one day)';
export const specialKind = 'That day the museum is';
export const specialClosed = 'Closed';
export const specialOpen = 'Open with its own hours';
export const specialReason = 'Reason visitors see';
export const specialNote = 'Note for visitors (optional)';
export const saveSpecialDay = 'Save special day';
export const addSpecialDayTitle = 'Add a special day';
export const editSpecialDayTitle = 'Edit the special day';
