import { recordVersion } from '@furnace/contracts';
import type {
  AlertPayload,
  AlertRecord,
  ContentKey,
  ContentVersion,
  MessageResponse,
} from '@furnace/contracts';
import { authorizedFetch } from './authorized';
import { ApiError, getJson, readRefusal } from './http';

/**
 * A refused content or alert write: the API's own sentence (naming the field) and, for a content
 * form, every refused field, so the form can show each message beside its field.
 */
export class ApiRefusal extends ApiError {
  constructor(
    message: string,
    status: number,
    readonly fieldErrors: { field: string; message: string }[] = [],
  ) {
    super(message, status);
    this.name = 'ApiRefusal';
  }
}

async function send<T>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await authorizedFetch(path, {
    method,
    ...(body === undefined
      ? { headers }
      : {
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
  });
  if (!response.ok) {
    const { message, errors } = await readRefusal(response);
    throw new ApiRefusal(
      message ?? `The server answered ${response.status}.`,
      response.status,
      errors,
    );
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface ContentSaved {
  message: string;
  version: ContentVersion;
}

/**
 * PUT /content/{key}: publishes now, or at `publishAt` (an ISO instant with its offset).
 * `published`: the value the form started from (GET /content/{key}); its version goes as
 * If-Match, so a publish by someone else in between is a 412 and nothing is saved.
 */
export function saveContent(
  key: ContentKey,
  value: unknown,
  publishAt?: string,
  published?: unknown,
): Promise<ContentSaved> {
  const query = publishAt ? `?publish_at=${encodeURIComponent(publishAt)}` : '';
  const ifMatch: Record<string, string> =
    published === undefined ? {} : { 'If-Match': recordVersion(published) };
  return send<ContentSaved>('PUT', `/content/${key}${query}`, value, ifMatch);
}

export function fetchContentVersions(key: ContentKey): Promise<ContentVersion[]> {
  return send<ContentVersion[]>('GET', `/content/${key}/versions`);
}

export function restoreContentVersion(key: ContentKey, id: number): Promise<ContentSaved> {
  return send<ContentSaved>('POST', `/content/${key}/versions/${id}/restore`);
}

export function cancelContentVersion(key: ContentKey, id: number): Promise<MessageResponse> {
  return send<MessageResponse>('DELETE', `/content/${key}/versions/${id}`);
}

/** GET /content/{key}: the published value (public). */
export function fetchContent<T>(key: ContentKey, signal?: AbortSignal): Promise<T> {
  return getJson<T>(`/content/${key}`, (status) => `Error getting content: ${status}`, signal);
}

export function fetchRecentAlerts(): Promise<AlertRecord[]> {
  return send<AlertRecord[]>('GET', '/alerts/recent');
}

export function createAlert(alert: AlertPayload): Promise<AlertRecord> {
  return send<AlertRecord>('POST', '/alerts', alert);
}

export function deleteAlert(id: number): Promise<MessageResponse> {
  return send<MessageResponse>('DELETE', `/alerts/${id}`);
}
