import type { ReportRow } from '@blaze/contracts/moderation';

/** '5 h', '2 d': how long a report has waited; past the 24-hour promise it is overdue. */
export function ageText(hours: number): string {
  if (hours < 1) return 'under 1 h';
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

export const isOverdue = (row: Pick<ReportRow, 'status' | 'ageHours'>, promiseHours: number) =>
  row.status === 'open' && row.ageHours >= promiseHours;

export const subjectName = (row: Pick<ReportRow, 'subject'>) =>
  row.subject ? `@${row.subject.username}` : 'No member';
