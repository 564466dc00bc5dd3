import {
  MODERATION_REASON_LABELS,
  REPORT_KIND_LABELS,
  REPORT_KINDS,
  REPORT_REVIEW_HOURS,
  type ContextMessage,
  type MemberModerationHistory,
  type ModerationActionBody,
  type ModerationActionEntry,
  type ModerationActionResult,
  type ModerationMember,
  type ModerationReason,
  type Notice,
  type OpenReportCount,
  type ReportDetail,
  type ReportKind,
  type ReportQueuePage,
  type ReportQueueQuery,
  type ReportRow,
  type Restriction,
} from '@blaze/contracts';
import { ModerationActionBodySchema } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import {
  roleAtLeast,
  staffMayActOn,
  type AdminService,
  type StaffActor,
} from '../admin/admin.service.ts';
import { reportedWords } from '../safety/safety.service.ts';
import {
  moderationRepository,
  type ActionRecord,
  type ModerationRepository,
  type ReportRecord,
  type RestrictionRecord,
} from './moderation.repository.ts';

/** A message of the chat around a reported one, as the messaging module reads it. */
export type ContextRow = {
  id: string;
  seq: number;
  senderId: string;
  kind: string;
  body: string | null;
  photoId: string | null;
  unsentAt: Date | null;
  createdAt: Date;
};

/** Reported content to take down, through the module that owns it. */
export type ContentToRemove = {
  kind: Exclude<ReportKind, 'member' | 'appeal'>;
  id: string;
  /** Its author or owner (null for house content). */
  ownerId: string | null;
  conversationId: string | null;
};

export type ModerationDeps = {
  db: Database;
  clock: Clock;
  /** The audit log, and the one rule of who on staff may act on whom (decision 028). */
  admin: Pick<AdminService, 'audit' | 'assertMayActOn' | 'assertMayRevisit'>;
  /** Names and photos of the members a report names. */
  members: (ids: string[]) => Promise<Map<string, ModerationMember>>;
  /** Ends every session of a member and closes his sockets on every node (auth). */
  signOutEverywhere: (userId: string) => Promise<unknown>;
  /** The messages around a reported one that the reporter could read (messaging). */
  messageContext: (
    conversationId: string,
    reporterId: string,
    messageId: string,
    reportedAt: Date,
  ) => Promise<ContextRow[]>;
  /** Takes reported content down through its module; false when it was already gone. */
  removeContent: (content: ContentToRemove) => Promise<boolean>;
  /** The account an e-mail and password prove (auth), for the appeal of a member who cannot sign in. */
  credentialsOf: (email: string, password: string, ip: string) => Promise<string | null>;
  /** Members just sent a notice (a statement of reasons, a report's outcome): push tells them. */
  onNotices?: (recipientIds: string[]) => void;
};

const HISTORY_LIMIT = 50;
const NOTICES_LIMIT = 100;
const DAY_MS = 24 * 60 * 60_000;

const kindOf = (r: ReportRecord): ReportKind => {
  const k = r.targetKind ?? (r.conversationId ? 'message' : 'member');
  return (REPORT_KINDS as readonly string[]).includes(k) ? (k as ReportKind) : 'member';
};

const statusOf = (s: string): ReportRow['status'] =>
  s === 'escalated' ? 'escalated' : s === 'resolved' ? 'resolved' : 'open';

const reasonLabel = (reason: string) =>
  MODERATION_REASON_LABELS[reason as ModerationReason] ?? 'A breach of our rules';

const dateWords = (d: Date) =>
  d.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

const bad = (message: string) => new AppError(400, 'BAD_REQUEST', message);

/** A restriction in force now, by the Clock; a suspension past its end is none. */
const inForce = (r: RestrictionRecord | null, now: Date): RestrictionRecord | null =>
  r && (r.endsAt === null || r.endsAt.getTime() > now.getTime()) ? r : null;

const toEntry = (a: ActionRecord): ModerationActionEntry => ({
  id: a.id,
  reportId: a.reportId,
  action: a.action as ModerationActionEntry['action'],
  reason: a.reason,
  text: a.text,
  days: a.days,
  endsAt: a.endsAt?.toISOString() ?? null,
  actorEmail: a.actorEmail,
  createdAt: a.createdAt.toISOString(),
});

/**
 * The report queue and moderation actions (issue 17, decision 027; modelled on Bluesky's Ozone): a
 * report is unreviewed ('open'), escalated or resolved; every action writes an audit row and a row of
 * its own; the member acted against gets a statement of reasons he may appeal once, and whoever
 * reported him gets the outcome. A suspension or ban signs him out everywhere, refuses his sign-in and
 * takes him out of every list (the block rule counts him as blocked for everyone).
 */
export function moderationService(deps: ModerationDeps) {
  const { clock } = deps;
  const repo = moderationRepository(deps.db);

  const ageHours = (createdAt: Date) =>
    Math.max(0, Math.floor((clock.now().getTime() - createdAt.getTime()) / 3_600_000));

  async function toRows(rows: ReportRecord[]): Promise<ReportRow[]> {
    const people = await deps.members(
      rows.flatMap((r) =>
        kindOf(r) === 'appeal' ? [r.reporterId] : r.reportedId ? [r.reportedId] : [],
      ),
    );
    return rows.map((r) => {
      const subjectId = subjectOf(r);
      return {
        id: r.id,
        kind: kindOf(r),
        reason: r.reason,
        status: statusOf(r.status),
        outcome: r.outcome,
        createdAt: r.createdAt.toISOString(),
        ageHours: ageHours(r.createdAt),
        subject: subjectId ? (people.get(subjectId) ?? null) : null,
      };
    });
  }

  /** Whom a report is about: the reported member; for an appeal, the member appealing. */
  const subjectOf = (r: ReportRecord): string | null =>
    kindOf(r) === 'appeal' ? r.reporterId : r.reportedId;

  async function restrictionRecord(userId: string): Promise<RestrictionRecord | null> {
    const row = await repo.restriction(userId);
    const live = inForce(row, clock.now());
    if (row && !live && row.endsAt) await repo.forgetEnded(userId, row.endsAt);
    return live;
  }

  const toRestriction = (r: RestrictionRecord): Restriction => ({
    kind: r.kind === 'banned' ? 'banned' : 'suspended',
    until: r.endsAt?.toISOString() ?? null,
    reason: reasonLabel(r.reason),
  });

  async function history(memberId: string): Promise<MemberModerationHistory> {
    const [about, by, actions, restriction, people] = await Promise.all([
      repo.reportsAbout(memberId, HISTORY_LIMIT),
      repo.reportsBy(memberId, HISTORY_LIMIT),
      repo.actionsAbout(memberId, HISTORY_LIMIT),
      restrictionRecord(memberId),
      deps.members([memberId]),
    ]);
    return {
      member: people.get(memberId) ?? null,
      restriction: restriction ? toRestriction(restriction) : null,
      reportsAbout: await toRows(about),
      reportsBy: await toRows(by),
      actions: actions.map(toEntry),
    };
  }

  const appealHow =
    'If you think we got this wrong, you can appeal once from this notice: tell us why and a moderator who did not decide it will look again.';

  /** The statement of reasons the member acted against receives (what, why, until when, appeal). */
  function statement(
    action: string,
    reason: string,
    what: string | null,
    endsAt: Date | null,
  ): { title: string; body: string; appealable: boolean } | null {
    const why = `Reason: ${reasonLabel(reason)}.`;
    switch (action) {
      case 'warn':
        return {
          title: 'A warning from Blaze',
          body: `We reviewed ${what ?? 'your account'} and found it breaks our rules. ${why} This is a warning: nothing else changes for now. ${appealHow}`,
          appealable: true,
        };
      case 'remove':
        return {
          title: `We removed your ${what ?? 'content'}`,
          body: `We reviewed your ${what ?? 'content'} and removed it because it breaks our rules. ${why} ${appealHow}`,
          appealable: true,
        };
      case 'suspend':
        return {
          title: 'Your account is suspended',
          body: `We suspended your account until ${endsAt ? dateWords(endsAt) : 'further notice'}. ${why} Until then you cannot sign in and nobody sees your profile. ${appealHow}`,
          appealable: true,
        };
      case 'ban':
        return {
          title: 'Your account is banned',
          body: `We banned your account for a serious breach of our rules. ${why} You cannot sign in and nobody sees your profile. ${appealHow}`,
          appealable: true,
        };
      case 'lift':
        return {
          title: 'Your account is restored',
          body: 'We lifted the restriction on your account: you can sign in and be seen again.',
          appealable: false,
        };
      default:
        return null;
    }
  }

  /** What the reporter is told: the outcome, never the penalty's detail. */
  function outcomeFor(action: string, kind: ReportKind): string {
    if (action === 'dismiss') return 'we found no breach of our rules.';
    if (action === 'remove') return `we removed the ${REPORT_KIND_LABELS[kind].toLowerCase()}.`;
    return 'we found a breach of our rules and took action.';
  }

  /**
   * Each reporter's outcome notice names what he reported as he saw it (issue 35): a listing or a
   * venue by its name, a message in a service chat by the listing, never the member behind them.
   */
  async function tellReporters(
    r: Pick<ModerationRepository, 'insertNotice' | 'reportersOf' | 'reportedAsSeen'>,
    reportIds: number[],
    action: string,
    subjectName: string | null,
  ): Promise<void> {
    const rows = await r.reportersOf(reportIds);
    const seen = await r.reportedAsSeen(rows.map((row) => row.id));
    const told = new Set<string>();
    for (const row of rows) {
      if (told.has(row.reporterId) || kindOf(row) === 'appeal') continue;
      told.add(row.reporterId);
      const kind = kindOf(row);
      const subject = seen.get(row.id) ?? { kind: 'member', username: subjectName };
      const who = reportedWords(subject);
      const what =
        kind === 'right_now' ? 'a Right Now post' : `a ${REPORT_KIND_LABELS[kind].toLowerCase()}`;
      const of =
        subject.kind !== 'member' && (kind === 'service' || kind === 'venue')
          ? who
          : kind === 'member'
            ? (who ?? 'a member')
            : `${what}${who ? `${subject.kind === 'listing' ? ' from' : ' by'} ${who}` : ''}`;
      await r.insertNotice({
        recipientId: row.reporterId,
        kind: 'outcome',
        title: 'We reviewed your report',
        body: `We reviewed your report of ${of}: ${outcomeFor(action, kind)} Thank you for helping keep Blaze safe.`,
      });
    }
  }

  /** The whole action, in one transaction; the sign-out and the content removal follow it. */
  async function act(
    actor: StaffActor,
    target: { report: ReportRecord | null; memberId: string | null },
    input: ModerationActionBody,
  ): Promise<ModerationActionResult> {
    const body = ModerationActionBodySchema.parse(input);
    const { report } = target;
    const kind = report ? kindOf(report) : 'member';
    const subjectId = report ? subjectOf(report) : target.memberId;
    const now = clock.now();

    // Nobody acts on his own account, reports or appeals, not even with a note (403 STAFF_RANK).
    const own = subjectId === actor.userId ? staffMayActOn(actor, { ...actor }) : null;
    if (own) throw own;
    if (!report && ['dismiss', 'remove', 'escalate'].includes(body.action))
      throw bad('Dismiss, remove and escalate act on a report.');
    if (
      body.action === 'remove' &&
      (kind === 'member' || kind === 'appeal' || (!report?.targetId && !report?.messageId))
    )
      throw bad('This report names no content to remove.');
    if (['warn', 'suspend', 'ban', 'lift'].includes(body.action) && !subjectId)
      throw bad('This content has no member to act on.');
    if (body.action === 'suspend' && body.days === undefined)
      throw bad('Say for how many days (1 to 365).');
    if (body.action !== 'suspend' && body.days !== undefined)
      throw bad('Only a suspension takes a number of days.');
    if (report?.status === 'resolved' && !['note', 'lift'].includes(body.action))
      throw new AppError(409, 'CONFLICT', 'This report is already resolved.');

    const current = subjectId ? await restrictionRecord(subjectId) : null;
    // Decision 028: a note or an escalation only speaks to staff; everything else decides something
    // about a member, so only someone above his staff role may do it, and a decision already taken
    // (a restriction in force, the action appealed) is revisited by its own role or above, and an
    // appeal by someone other than the staff member who took the decision.
    if (body.action !== 'note' && body.action !== 'escalate') {
      if (subjectId) await deps.admin.assertMayActOn(actor, subjectId);
      const appealed =
        kind === 'appeal' && report?.targetId ? await repo.action(Number(report.targetId)) : null;
      if (appealed)
        await deps.admin.assertMayRevisit(actor, { actorId: appealed.actorId, appeal: true });
      const imposed =
        current && (body.action === 'lift' || body.action === 'suspend' || body.action === 'ban')
          ? await repo.action(current.actionId)
          : null;
      if (imposed)
        await deps.admin.assertMayRevisit(actor, { actorId: imposed.actorId, appeal: false });
    }
    if (body.action === 'ban' && !roleAtLeast(actor.role, 'admin'))
      throw forbidden('Only an admin can ban a member.');
    if (body.action === 'lift') {
      if (!current && kind !== 'appeal')
        throw new AppError(409, 'CONFLICT', 'This member is not suspended or banned.');
      if (current?.kind === 'banned' && !roleAtLeast(actor.role, 'admin'))
        throw forbidden('Only an admin can lift a ban.');
    }
    if (body.action === 'suspend' && current?.kind === 'banned')
      throw new AppError(409, 'CONFLICT', 'This member is banned already.');

    const endsAt =
      body.action === 'suspend' && body.days !== undefined
        ? new Date(now.getTime() + body.days * DAY_MS)
        : null;
    const people = subjectId ? await deps.members([subjectId]) : new Map();
    const subjectName = subjectId ? (people.get(subjectId)?.username ?? null) : null;
    const what =
      kind === 'member' || kind === 'appeal'
        ? null
        : kind === 'right_now'
          ? 'Right Now post'
          : REPORT_KIND_LABELS[kind].toLowerCase();

    const told: string[] = [];
    const action = await repo.transaction(async (queries) => {
      // Who is sent a notice, told (push) once the transaction has committed.
      const tx: typeof queries = {
        ...queries,
        insertNotice: async (notice) => {
          told.push(notice.recipientId);
          return queries.insertNotice(notice);
        },
      };
      const saved = await tx.insertAction({
        reportId: report?.id ?? null,
        subjectId,
        actorId: actor.userId,
        actorEmail: actor.email,
        action: body.action,
        reason: body.reason,
        text: body.text || null,
        days: body.days ?? null,
        endsAt,
      });
      if (subjectId && (body.action === 'suspend' || body.action === 'ban'))
        await tx.restrict({
          userId: subjectId,
          kind: body.action === 'ban' ? 'banned' : 'suspended',
          endsAt,
          reason: body.reason,
          actionId: saved.id,
          createdAt: now,
        });
      if (subjectId && body.action === 'lift') await tx.lift(subjectId, true);

      const said =
        subjectId && kind !== 'appeal' ? statement(body.action, body.reason, what, endsAt) : null;
      if (said && subjectId)
        await tx.insertNotice({
          recipientId: subjectId,
          kind: 'statement',
          title: said.title,
          body: said.body,
          endsAt,
          appealableActionId: said.appealable ? saved.id : null,
        });
      if (report && kind === 'appeal' && (body.action === 'lift' || body.action === 'dismiss'))
        await tx.insertNotice({
          recipientId: report.reporterId,
          kind: 'statement',
          title: body.action === 'lift' ? 'Your appeal was upheld' : 'Your appeal was declined',
          body:
            body.action === 'lift'
              ? 'A moderator looked again and upheld your appeal: we lifted the restriction on your account.'
              : `A moderator looked again and kept the decision. Reason: ${reasonLabel(body.reason)}.`,
        });

      // A note never resolves; a lift resolves only an appeal (he is told above); reporters hear once.
      const resolves =
        body.action !== 'note' &&
        body.action !== 'escalate' &&
        (body.action !== 'lift' || kind === 'appeal');
      if (report && report.status !== 'resolved') {
        if (body.action === 'escalate') await tx.escalate(report.id);
        else if (resolves) {
          await tx.resolve(report.id, actor.userId, body.action, now);
          const resolved = [
            report.id,
            ...(await tx.resolveSiblings(report, actor.userId, body.action, now)),
          ];
          if (kind !== 'appeal') await tellReporters(tx, resolved, body.action, subjectName);
        }
      }
      return saved;
    });

    if (told.length) deps.onNotices?.([...new Set(told)]);
    await deps.admin.audit(actor, {
      action: `${report ? 'report' : 'member'}.${body.action}`,
      subjectKind: report ? 'report' : 'member',
      subjectId: String(report?.id ?? subjectId),
      reason: [reasonLabel(body.reason), body.text].filter(Boolean).join(': '),
      details: {
        actionId: action.id,
        memberId: subjectId,
        ...(body.days !== undefined ? { days: body.days } : {}),
        ...(endsAt ? { until: endsAt.toISOString() } : {}),
      },
    });

    if (subjectId && (body.action === 'suspend' || body.action === 'ban'))
      await deps.signOutEverywhere(subjectId);
    if (body.action === 'remove' && report && kind !== 'member' && kind !== 'appeal') {
      const id = report.targetId ?? report.messageId;
      if (id)
        await deps.removeContent({
          kind,
          id,
          ownerId: report.reportedId,
          conversationId: report.conversationId,
        });
    }
    return { actionId: action.id, nextReportId: await repo.nextUnreviewed() };
  }

  return {
    async queue(q: ReportQueueQuery): Promise<ReportQueuePage> {
      const rows = await repo.queue(q);
      const page = rows.slice(0, q.limit);
      return {
        reports: await toRows(page),
        nextAfter: rows.length > q.limit ? (page.at(-1)?.id ?? null) : null,
      };
    },

    async detail(id: number): Promise<ReportDetail> {
      const r = await repo.report(id);
      if (!r) throw notFound('This report does not exist.');
      const [row] = await toRows([r]);
      if (!row) throw notFound('This report does not exist.');
      const subjectId = subjectOf(r);
      const people = await deps.members([r.reporterId]);
      const kind = kindOf(r);
      let context: ContextMessage[] = [];
      if (kind === 'message' && r.conversationId && r.messageId) {
        const rows = await deps.messageContext(
          r.conversationId,
          r.reporterId,
          r.messageId,
          r.createdAt,
        );
        context = rows.map((m) => ({
          id: m.id,
          seq: m.seq,
          senderId: m.senderId,
          kind: m.kind,
          body: m.unsentAt ? null : m.body,
          photoUrl: null,
          unsent: m.unsentAt !== null,
          reported: m.id === r.messageId,
          createdAt: m.createdAt.toISOString(),
        }));
      }
      const appealedId = kind === 'appeal' && r.targetId ? Number(r.targetId) : null;
      const appealed = appealedId ? await repo.action(appealedId) : null;
      return {
        ...row,
        details: r.details,
        reporter: people.get(r.reporterId) ?? null,
        targetId: r.targetId ?? r.messageId,
        evidence: r.evidence,
        evidencePhotoUrls: row.subject?.avatarUrl ? [row.subject.avatarUrl] : [],
        context,
        appealed: appealed ? toEntry(appealed) : null,
        history: subjectId ? await history(subjectId) : null,
        actions: (await repo.actionsOfReport(r.id)).map(toEntry),
        resolvedAt: r.resolvedAt?.toISOString() ?? null,
      };
    },

    async actOnReport(actor: StaffActor, reportId: number, body: ModerationActionBody) {
      const report = await repo.report(reportId);
      if (!report) throw notFound('This report does not exist.');
      return act(actor, { report, memberId: null }, body);
    },

    async actOnMember(actor: StaffActor, memberId: string, body: ModerationActionBody) {
      if (!(await deps.members([memberId])).has(memberId))
        throw notFound('This member does not exist.');
      return act(actor, { report: null, memberId }, body);
    },

    /** For the admin overview: reports waiting, escalated, and past the 24-hour promise. */
    async openReportCount(): Promise<OpenReportCount> {
      return repo.counts(new Date(clock.now().getTime() - REPORT_REVIEW_HOURS * 3_600_000));
    },

    /** For the admin member page: reports about and by him, actions taken, his restriction. */
    memberHistory: history,

    /** His suspension or ban in force now, by the Clock; null when none. */
    async restrictionOf(userId: string): Promise<Restriction | null> {
      const r = await restrictionRecord(userId);
      return r ? toRestriction(r) : null;
    },

    /** For auth (sign-in and surviving sessions): the refusal a restricted member gets, or null. */
    async signInRefusal(userId: string): Promise<AppError | null> {
      const r = await restrictionRecord(userId);
      if (!r) return null;
      return r.kind === 'banned'
        ? new AppError(
            403,
            'ACCOUNT_BANNED',
            `Your account is banned for a breach of our rules (${reasonLabel(r.reason)}). You cannot sign in.`,
          )
        : new AppError(
            403,
            'ACCOUNT_SUSPENDED',
            `Your account is suspended until ${dateWords(r.endsAt ?? clock.now())} for a breach of our rules (${reasonLabel(r.reason)}). You can sign in again after that.`,
          );
    },

    async notices(userId: string): Promise<Notice[]> {
      const rows = await repo.notices(userId, NOTICES_LIMIT);
      return rows.map((n) => ({
        id: n.id,
        kind: n.kind === 'outcome' ? 'outcome' : 'statement',
        title: n.title,
        body: n.body,
        until: n.endsAt?.toISOString() ?? null,
        canAppeal: n.appealableActionId !== null && n.appealReportId === null,
        appealed: n.appealReportId !== null,
        createdAt: n.createdAt.toISOString(),
      }));
    },

    /**
     * The appeal of a suspended or banned member, who cannot sign in to read his notices: his e-mail
     * and password prove who he is, and the appeal goes against the decision that restricts him.
     */
    async appealRestriction(
      credentials: { email: string; password: string; ip: string },
      text: string,
    ): Promise<void> {
      const userId = await deps.credentialsOf(
        credentials.email,
        credentials.password,
        credentials.ip,
      );
      if (!userId) throw new AppError(401, 'INVALID_CREDENTIALS', 'Wrong e-mail or password.');
      const restriction = await restrictionRecord(userId);
      const notice = restriction && (await repo.noticeForAction(userId, restriction.actionId));
      if (!notice)
        throw new AppError(
          409,
          'CONFLICT',
          'Your account is not suspended or banned. Sign in and appeal from your notices.',
        );
      await this.appeal(userId, notice.id, text);
    },

    /** He appeals a statement once; it lands in the queue as a report of kind 'appeal'. */
    async appeal(userId: string, noticeId: number, text: string): Promise<Notice[]> {
      const notice = await repo.notice(userId, noticeId);
      if (!notice) throw notFound('This notice does not exist.');
      if (notice.appealableActionId === null) throw bad('This notice cannot be appealed.');
      if (notice.appealReportId !== null)
        throw new AppError(409, 'CONFLICT', 'You have already appealed this decision.');
      const actionId = notice.appealableActionId;
      const original = await repo.action(actionId);
      await repo.transaction(async (tx) => {
        const reportId = await tx.insertReport({
          reporterId: userId,
          reportedId: null,
          reason: original?.reason ?? 'other',
          details: text,
          targetKind: 'appeal',
          targetId: String(actionId),
        });
        if (!(await tx.markAppealed(notice.id, reportId)))
          throw new AppError(409, 'CONFLICT', 'You have already appealed this decision.');
      });
      return this.notices(userId);
    },
  };
}

export type ModerationService = ReturnType<typeof moderationService>;
