import { PRODUCT_NAME } from '@blaze/contracts/constants';
import type { MeResponse } from '@blaze/contracts/me';

/** The name shown for the member: display name, else full name, else 'Blaze User'. */
export function displayNameOf(me: MeResponse): string {
  return me.profile.displayName?.trim() || me.profile.fullName?.trim() || `${PRODUCT_NAME} User`;
}
