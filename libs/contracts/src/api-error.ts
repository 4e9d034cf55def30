/** The JSON body of every API error (DESIGN.md): the HTTP status and a human message. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
}
