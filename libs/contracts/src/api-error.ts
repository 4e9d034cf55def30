/** The JSON body of every API error (docs/api.md): the HTTP status and a human message. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
}
