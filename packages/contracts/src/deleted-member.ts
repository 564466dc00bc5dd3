/**
 * What his messages in other members' chats show once he has deleted his account (content removed).
 * Zod-free, so the shell can import it without zod (issue 29, decision 040).
 */
export const DELETED_MEMBER_ID = 'deleted-member';
export const DELETED_MEMBER_NAME = 'Deleted member';
