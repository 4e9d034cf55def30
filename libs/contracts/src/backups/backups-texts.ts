/** Texts of the admin's Backups page. */
export const title = 'Backups';
export const intro =
  'A backup is one file holding everything: hours, events, pictures, page texts, accounts and the History. The site makes one every night and keeps the last 14. Download one now and then and keep it somewhere else (another computer, a USB stick): a backup on this server does not survive this server.';
export const downloadNow = 'Download a backup now';
export const making = 'Making the backup… this can take a minute.';
export const made = (name: string) => `Backup ${name} is ready; your browser is saving it.`;
export const failed = 'The backup could not be made.';
export const keptTitle = 'Kept on the server';
export const none = 'No backups yet.';
export const download = 'Download';
export const loadFailed = 'The list of backups could not be loaded.';
export const nightlyTitle = 'Nightly backup';
export const nightlyNotYet = 'No nightly backup has run since the site started.';
export const nightlyWorked = (at: string) => `The last nightly backup, ${at}, worked.`;
export const nightlyFailed = (at: string, error: string) =>
  `The last nightly backup, ${at}, FAILED: ${error}`;
/** Shown on the Backups page and the dashboard when the newest backup is older than this. */
export const STALE_AFTER_HOURS = 36;
export const noRecentBackup =
  'There is no backup from the last 36 hours. Make one now with "Download a backup now".';
/** The restore, in words for whoever runs the server. */
export const restoreHint =
  'To put a backup back, whoever runs the server types: npm run restore -- <the file> (see docs/operations.md).';
