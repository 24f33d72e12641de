/**
 * The staff calls on one record that every reviewed content type declares alike (issue
 * 33): entries in publishing, menu pages and notices in site. A feature names its
 * resource once (`RecordResource`: its path, tags, messages, permissions and how its
 * record is read) and gets its history calls (`historyEndpoints`: versions, diff,
 * restore) and its per-language review calls (`languageReviewEndpoints`: submit,
 * publish, return, unpublish) from it. Each call is still a `defineStaffEndpoint`: its
 * route file re-exports it, the role test and the staff OpenAPI document find it, and
 * its feature keeps its own summaries, form ids (`.meta({ id })`) and service rules.
 */
import { z } from 'zod';
import type { MessageSource } from '#src/i18n/catalogue.ts';
import { idParam } from '#src/lib/api/params.ts';
import { versionList, type publishLanguagesForm, type restoreVersionForm, type returnLanguagesForm, type submitLanguagesForm, type unpublishLanguagesForm, type versionDiff } from '#src/lib/api/review-forms.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import type { AuditEntry } from './audit.ts';
import type { PermissionDef } from './permissions.ts';
import { defineStaffEndpoint, type StaffContext, type StaffEndpoint, type StaffIdentity } from './staff-api.ts';

/** The `{id}` of the path: a token first (a bad body is told so before the path), then a 404 when it names nothing. */
export const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

export function idOf(params: unknown): number {
  const raw = (params as { id: string }).id;
  const parsed = idParam.safeParse(raw);
  if (!parsed.success || !/^\d+$/.test(raw)) throw new NotFoundError();
  return parsed.data;
}

/** The person acting and how their action is recorded (the staff call's `ctx.audit`, in the change's transaction). */
export interface StaffActor {
  id: string;
  roles: readonly string[];
  audit: (entry: Omit<AuditEntry, 'actorId' | 'actorEmail' | 'clientAddress'>, db: Queryable) => Promise<void>;
}

export function actorOf(ctx: Pick<StaffContext<unknown, unknown, StaffIdentity>, 'me' | 'audit'>): StaffActor {
  return { id: ctx.me.user.id, roles: ctx.me.roles, audit: (entry, db) => ctx.audit(entry, db) };
}

/** A resource of `…/{id}` calls: where it is, who may read, write and publish it, and the record a change answers with. */
export interface RecordResource<R extends z.ZodType> {
  /** `/api/staff/<resource>`, without the `/{id}`. */
  path: string;
  tags: string[];
  messages: MessageSource;
  access: { read: PermissionDef; edit: PermissionDef; publish: PermissionDef };
  record: R;
  /** The record as it is after a change. */
  read: (db: Database, id: number, now: Date) => Promise<z.input<R>>;
}

/** What a service does with a change to one record: in its own transaction, with its audit row. */
type Act<I> = (db: Database, actor: StaffActor, id: number, input: I, now: Date) => Promise<unknown>;

interface ActionSpec<B extends z.ZodType> {
  summary: string;
  body: B;
  act: Act<z.output<B>>;
}

/** `POST {path}/{id}/{action}`: the service's change, then the record as it is now. */
export function recordAction<R extends z.ZodType, B extends z.ZodType>(resource: RecordResource<R>, action: string, access: PermissionDef, spec: ActionSpec<B>): StaffEndpoint {
  return defineStaffEndpoint({
    method: 'POST',
    path: `${resource.path}/{id}/${action}`,
    summary: spec.summary,
    access,
    tags: resource.tags,
    messages: resource.messages,
    params: idParams,
    body: spec.body,
    response: resource.record,
    handler: async (ctx) => {
      await spec.act(ctx.call.db, actorOf(ctx), idOf(ctx.params), ctx.body, ctx.call.now);
      return resource.read(ctx.call.db, idOf(ctx.params), ctx.call.now);
    },
  });
}

type VersionList = z.output<typeof versionList>;
type VersionDiff = z.output<typeof versionDiff>;

/**
 * The history of a record: every version (`GET …/{id}/versions`), the difference of two
 * (`GET …/{id}/diff?from&to`), and a restore as a new version (`POST …/{id}/restore`).
 * Reading needs `access.read`, a restore `access.edit`.
 */
export function historyEndpoints<R extends z.ZodType>(
  resource: RecordResource<R>,
  spec: {
    summaries: { versions: string; diff: string; restore: string };
    /** The feature's difference view and restore form, each with its own OpenAPI id. */
    diffView: typeof versionDiff;
    restoreForm: typeof restoreVersionForm;
    versions: (db: Database, id: number, now: Date) => Promise<VersionList>;
    diff: (db: Database, id: number, from: number, to: number) => Promise<VersionDiff>;
    restore: Act<z.output<typeof restoreVersionForm>>;
  },
): { versions: StaffEndpoint; diff: StaffEndpoint; restore: StaffEndpoint } {
  const read = { access: resource.access.read, tags: resource.tags, messages: resource.messages, params: idParams };
  return {
    versions: defineStaffEndpoint({
      method: 'GET',
      path: `${resource.path}/{id}/versions`,
      summary: spec.summaries.versions,
      ...read,
      response: versionList,
      handler: ({ call, params }) => spec.versions(call.db, idOf(params), call.now),
    }),
    diff: defineStaffEndpoint({
      method: 'GET',
      path: `${resource.path}/{id}/diff`,
      summary: spec.summaries.diff,
      ...read,
      query: z.object({ from: idParam, to: idParam }),
      response: spec.diffView,
      handler: ({ call, params, query }) => spec.diff(call.db, idOf(params), query.from, query.to),
    }),
    restore: recordAction(resource, 'restore', resource.access.edit, { summary: spec.summaries.restore, body: spec.restoreForm, act: spec.restore }),
  };
}

/**
 * The review of a record's languages, each on its own: submit (`access.edit`), publish
 * now or at a minute, return to the author, unpublish (`access.publish`). The feature
 * passes its forms (with their OpenAPI ids), summaries and service functions; the rules
 * are the service's.
 */
export function languageReviewEndpoints<R extends z.ZodType>(
  resource: RecordResource<R>,
  spec: {
    submit: ActionSpec<typeof submitLanguagesForm>;
    publish: ActionSpec<typeof publishLanguagesForm>;
    return: ActionSpec<typeof returnLanguagesForm>;
    unpublish: ActionSpec<typeof unpublishLanguagesForm>;
  },
): { submit: StaffEndpoint; publish: StaffEndpoint; return: StaffEndpoint; unpublish: StaffEndpoint } {
  const { edit, publish } = resource.access;
  return {
    submit: recordAction(resource, 'submit', edit, spec.submit),
    publish: recordAction(resource, 'publish', publish, spec.publish),
    return: recordAction(resource, 'return', publish, spec.return),
    unpublish: recordAction(resource, 'unpublish', publish, spec.unpublish),
  };
}
