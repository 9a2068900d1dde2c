/** The one error type services throw; the envelope plugin turns it into a response. */
import { HTTP_STATUS_OF_CODE, MESSAGES, type TResCode } from '@guidebook/contract';

export class AppError extends Error {
  readonly code: TResCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: TResCode, message: string, fields?: Record<string, string>, headers?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
    this.headers = headers;
  }

  get statusCode(): number {
    return HTTP_STATUS_OF_CODE[this.code];
  }

  static notFound(message: string = MESSAGES.generic.notFound): AppError {
    return new AppError('01', message);
  }

  /** A validation failure on one field: code 12 with FIELDS. */
  static invalid(field: string, message: string): AppError {
    return new AppError('12', message, { [field]: message });
  }
}
