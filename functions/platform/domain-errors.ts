/**
 * What a domain service throws when a rule of the product refuses a request. Services know
 * nothing of HTTP: only the platform's http layer (http/errors.ts) turns these into status
 * codes, with the message and details as the body.
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    /** Extra fields the caller reads (e.g. fields: which input was refused). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input breaks a rule of the product. */
export class InvalidError extends DomainError {}
/** The caller may not do this to this object. */
export class ForbiddenError extends DomainError {}
/** The object does not exist (or is not the caller's to see). */
export class NotFoundError extends DomainError {}
/** The object already exists or is in a state that refuses the change. */
export class ConflictError extends DomainError {}
/** A per-day or pending limit of the product is reached. */
export class TooManyError extends DomainError {}
