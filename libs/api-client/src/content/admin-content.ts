import type {
  AlertPayload,
  AlertRecord,
  ContentKey,
  ContentVersion,
  MessageResponse,
} from '@furnace/contracts';
import { authorizedJson } from '../shared/authorized';
import { getJson, withQuery, type Describe } from '../shared/http';

/** A refused content or alert write: the API's sentence, and each refused field's (fieldErrors). */
const refused: Describe = (status, message) => message ?? `The server answered ${status}.`;

export interface ContentSaved {
  message: string;
  version: ContentVersion;
}

const call = <T>(path: string, method = 'GET', body?: unknown, shown?: unknown) =>
  authorizedJson<T>(path, { method, body, shown }, refused);

/** Publishes now or at `publishAt`; `shown` (what the form started from) goes as If-Match. */
export const saveContent = (key: ContentKey, value: unknown, publishAt?: string, shown?: unknown) =>
  call<ContentSaved>(withQuery(`/content/${key}`, { publish_at: publishAt }), 'PUT', value, shown);

export const fetchContentVersions = (key: ContentKey) =>
  call<ContentVersion[]>(`/content/${key}/versions`);
export const restoreContentVersion = (key: ContentKey, id: number) =>
  call<ContentSaved>(`/content/${key}/versions/${id}/restore`, 'POST');
export const cancelContentVersion = (key: ContentKey, id: number) =>
  call<MessageResponse>(`/content/${key}/versions/${id}`, 'DELETE');
export const fetchRecentAlerts = () => call<AlertRecord[]>('/alerts/recent');
export const createAlert = (alert: AlertPayload) => call<AlertRecord>('/alerts', 'POST', alert);
export const deleteAlert = (id: number) => call<MessageResponse>(`/alerts/${id}`, 'DELETE');

export const fetchContent = <T>(key: ContentKey, signal?: AbortSignal) =>
  getJson<T>(`/content/${key}`, (status) => `Error getting content: ${status}`, signal);
