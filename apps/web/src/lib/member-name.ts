/** The name a member goes by on lists: his display name, else his username. */
export function memberName(member: { displayName: string | null; username: string }): string {
  return member.displayName?.trim() || member.username;
}
