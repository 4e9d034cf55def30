// Every text people read about staff accounts, sessions, audit and trash.

/** Texts of the API (messages of its 4xx answers). */
export const forbiddenAdminOnly = 'Only an admin can do this.';
export const forbiddenEditor = 'Your account may not make changes.';
export const linkInvalid =
  'This link is not valid: it has expired or was already used. Ask an admin for a new one.';
export const currentPasswordWrong = 'current_password is not your current password.';
export const cannotChangeOwnAccount =
  'You cannot change your own role or disable your own account: ask another admin.';
export const lastAdmin =
  'The site must keep at least one enabled admin: make another account an admin first.';
export const userNotFound = 'No staff account has this id.';
export const userExists = 'A staff account with this username or e-mail already exists.';
export const signedOut = 'Signed out.';
/** The header's, the phone menu's and the footer's way into the staff area once signed in. */
export const staffArea = 'Staff area';
export const signOut = 'Sign out';
export const yourProfile = 'Your profile';
/** "Forgot password?" (the same answer whether or not the account exists). */
export const forgotPasswordLink = 'Forgot password?';
export const forgotPasswordTitle = 'Forgot your password?';
export const forgotPasswordField = 'Your username or e-mail address';
export const forgotPasswordSend = 'Send me a reset link';
export const forgotPasswordMailed =
  'If an account has that username or e-mail address, a link to choose a new password is on its way to its e-mail address. It works once, for 72 hours. Nothing arrived? Ask an admin to reset your password.';
export const forgotPasswordNoMail =
  'This site cannot send e-mail: ask an admin to reset your password (on the Staff page), and they will give you a link.';
export const signedOutEverywhere = 'Signed out on every device.';
export const passwordChanged = 'Password changed. Other devices have been signed out.';
export const inviteAccepted = 'Your password is set. You can sign in now.';
export const eventNotInTrash = 'No deleted event with this id is in the trash.';
export const eventRestored = 'Event restored.';
export const pdfActiveContent =
  'The PDF contains active content (JavaScript, automatic actions, launch actions or embedded files), which is not allowed. Save it again without them (for example "Print to PDF") and upload that.';

export const pdfUnreadable =
  'The PDF could not be read (it may be damaged, cut short, password-protected or empty). Save it again (for example "Print to PDF") and upload that.';

/** Texts of the admin pages. */
export const staffTitle = 'Staff';
export const inviteTitle = 'Invite a volunteer';
export const inviteCreated = 'Invitation created. Copy the link and send it to them:';
export const resetCreated = 'Reset link created. Copy it and send it to them:';
export const profileTitle = 'Your profile';
export const historyTitle = 'History';
export const trashTitle = 'Trash';
export const acceptInviteTitle = 'Choose your password';
export const passwordsDiffer = 'The two passwords are not the same.';
export const staffIntro =
  'Invite volunteers, change what they may do, disable an account or give someone a new one-time link to set their password.';
export const inviteButton = 'Create invitation';
export const inviteLinkLabel = 'Invitation link';
export const resetLinkLabel = 'Reset link';
export const copyLink = 'Copy link';
export const linkCopied = 'Link copied.';
export const linkValidFor = `The link works once, for ${72} hours.`;
export const staffLoadFailed = 'The staff accounts could not be loaded. Please reload the page.';
export const historyLoadFailed = 'The history could not be loaded. Please reload the page.';
export const trashLoadFailed = 'The trash could not be loaded. Please reload the page.';
export const trashIntro =
  'Deleted events stay here for 30 days. Restoring one brings it back with its picture and PDF.';
export const trashEmpty = 'The trash is empty.';
export const historyIntro =
  'Every change made through the site: who made it, when, and what changed. Newest first.';
export const historyEmpty = 'Nothing matches these filters.';
export const profileIntro = 'Change your password, or sign out on every device you have used.';
export const signOutEverywhereButton = 'Sign out everywhere';
export const signOutEverywhereQuestion =
  'Sign out on every device, this one included? You will need to sign in again.';
export const changePasswordButton = 'Change password';
export const passwordHint =
  'At least 12 characters. A few unrelated words work well; common passwords are refused.';
export const acceptInviteIntro = 'Choose the password for your staff account.';
export const acceptInviteDone = 'Your password is set.';
export const signInNow = 'Sign in now';
export const linkMissing = 'This page needs the link from your invitation. Ask an admin for one.';
export const passkeyFailed =
  'The passkey sign-in did not work (cancelled, or no passkey for this site). Try again, or use your password.';
export const passkeysTitle = 'Passkeys';
export const passkeysIntro =
  'A passkey lets you sign in on this device without typing a password (with your fingerprint, face or device PIN).';
export const addPasskey = 'Add a passkey';
export const noPasskeys = 'No passkeys yet.';
/** Adding a passkey asks again who you are unless you signed in within the last 5 minutes. */
export const passkeyNeedsPassword =
  'To add a passkey, enter your password (or sign in again): it proves this is still you.';
export const passkeyPasswordLabel = 'Your password';
export const passkeyExists = 'This passkey is already registered.';
export const passkeyNotFound = 'No passkey with this id.';
