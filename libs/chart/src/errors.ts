/** Every failure the engine reports carries a stable code the API layer can map to a status. */
export type ChartErrorCode =
  | 'INVALID_DATE'
  | 'DATE_OUT_OF_RANGE'
  | 'BIRTH_DATE_IN_FUTURE'
  | 'INVALID_TIME'
  | 'INVALID_TIME_ZONE'
  | 'INVALID_COORDINATES'
  | 'INVALID_INSTANT'
  | 'PLACE_NOT_FOUND';

export const ChartMessages: Record<ChartErrorCode, string> = {
  INVALID_DATE: 'Birth date must be a real calendar date like 1990-04-13.',
  DATE_OUT_OF_RANGE: 'Dates from 1900-01-01 to 2100-12-31 are supported.',
  BIRTH_DATE_IN_FUTURE: 'Birth date cannot be in the future',
  INVALID_TIME: 'Birth time must look like 14:30.',
  INVALID_TIME_ZONE: 'That time zone is not a known IANA zone.',
  INVALID_COORDINATES: 'Latitude must be within ±90° and longitude within ±180°.',
  INVALID_INSTANT: 'The evaluation instant must be a valid date.',
  PLACE_NOT_FOUND: `We couldn't find that birth place. Try "City, Country".`,
};

export class ChartError extends Error {
  override readonly name = 'ChartError';
  constructor(
    readonly code: ChartErrorCode,
    message: string = ChartMessages[code],
  ) {
    super(message);
    // Keeps `instanceof` working when compiled to ES5-style classes by other toolchains.
    Object.setPrototypeOf(this, ChartError.prototype);
  }
}

export function isChartError(e: unknown): e is ChartError {
  return e instanceof ChartError;
}
