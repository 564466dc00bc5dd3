/* Zod-free, so the shell's report dialog loads without zod (issue 29, decision 040). */

/** Issue 17's reasons, in the order the report form lists them (stored as text; older rows keep theirs). */
export const REPORT_REASONS = [
  'spam',
  'scam',
  'fake-profile',
  'underage',
  'harassment',
  'hate',
  'intimate-images',
  'threats',
  'trafficking',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How the report form names each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  scam: 'Scam or fraud',
  'fake-profile': 'Fake profile or impersonation',
  underage: 'Underage',
  harassment: 'Harassment',
  hate: 'Hate',
  'intimate-images': 'Sharing intimate images without consent',
  threats: 'Threats or violence',
  trafficking: 'Trafficking or solicitation',
  other: 'Other',
};
