/** The one error type services throw; the envelope plugin turns it into a response. */
import { httpStatusOf, MESSAGES, RESULT, type TResultCode } from '@guidebook/contract';

export class AppError extends Error {
  readonly code: TResultCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: TResultCode, message: string, fields?: Record<string, string>, headers?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
    this.headers = headers;
  }

  get statusCode(): number {
    return httpStatusOf(this.code);
  }

  static notFound(message: string = MESSAGES.generic.notFound): AppError {
    return new AppError(RESULT.NOT_FOUND, message);
  }

  /** A validation failure on one field: VALIDATION with FIELDS. */
  static invalid(field: string, message: string): AppError {
    return new AppError(RESULT.VALIDATION, message, { [field]: message });
  }
}
