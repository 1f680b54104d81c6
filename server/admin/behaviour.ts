import type { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import type { Actor, WriteCheck } from './authority.ts';

/**
 * What a resource's server half (`server/admin/<resource>/index.ts`) adds to the generic engine beyond its extension
 * routes (docs/architecture.md "The server half of a resource"). The definition in `resources/` is shared with the
 * browser, so it holds data and rules only; the behaviour that needs the database lives here, and the engine runs
 * it without knowing which resource it serves. A resource without behaviour gets `NO_BEHAVIOUR`.
 */
export interface ResourceBehaviour {
  /** Record-level access: who may do what to one existing record. */
  readonly access?: {
    /**
     * Every write on one record (edit, archive, restore, delete, and the extensions' writes on `/{id}`): throws the
     * 403 of the rule that refuses the actor. Run before validation for an early 403, and again inside the write's
     * transaction after the row is locked, so a change committed meanwhile is seen. An id that is no record passes
     * (the write answers 404).
     */
    readonly write?: RecordAccess;
  };
  /** Operations that need a recent re-confirmation (423 with the methods), since they change what a person may do. */
  readonly reconfirm?: readonly LifecycleOperation[];
  /** Runs in the archive's transaction after the access check; what it changed joins the archive's audit entry. */
  readonly archive?: WriteCheck;
  /** The restore's body and what it asks for, in the restore's transaction (its changes join the audit entry). */
  readonly restore?: RestoreBehaviour;
}

/** Throws the 403 of a rule when `actor` may not write record `id`. */
export type RecordAccess = (db: Db | Tx, actor: Actor, id: string) => Promise<void>;

export type LifecycleOperation = 'archive' | 'restore';

export interface RestoreBehaviour {
  /** The body `POST /<name>/archived/{id}/restore` accepts (without it the body is ignored). */
  readonly body: z.ZodType;
  /** The check the body asks for, or null for none; given the body as `body` parsed it. */
  readonly check: (body: unknown) => WriteCheck | null;
}

/** The behaviour of a resource that adds none: the generic engine alone. */
export const NO_BEHAVIOUR: ResourceBehaviour = {};

/** A restore behaviour whose check gets the body typed by its schema. */
export function restoreWith<Schema extends z.ZodType>(
  body: Schema,
  check: (body: z.output<Schema>) => WriteCheck | null,
): RestoreBehaviour {
  // The route validated the body with `body` before the check runs, so it has the schema's output type.
  return { body, check: (parsed) => check(parsed as z.output<Schema>) };
}

/** The write access rule as the check of a write on `id`, inside its transaction; null without one. */
export function accessCheck(behaviour: ResourceBehaviour, actor: Actor, id: string): WriteCheck | null {
  const write = behaviour.access?.write;
  return write ? (_before, _after, tx) => write(tx, actor, id) : null;
}

/** Whether `operation` needs a recent re-confirmation. */
export const needsReconfirm = (behaviour: ResourceBehaviour, operation: LifecycleOperation): boolean =>
  behaviour.reconfirm?.includes(operation) ?? false;
