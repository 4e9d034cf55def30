import type { ContentFieldError } from '../content/content-schema';

/** The JSON body of every API error (docs/api.md): the HTTP status and a human message. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** A refused form (a content key): every refused field, `message` being the first. */
  errors?: ContentFieldError[];
}

/** 507: the server's disk (or its database's) is full; nothing of the request was kept. */
export const DISK_FULL_MESSAGE =
  "The server's disk is full, so this change was not saved. Please tell whoever runs the site.";
