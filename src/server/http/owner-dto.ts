/** What the editor learns about the signed-in contributor (permissions in a stable order). */
import { PERMISSIONS, readablePermissionsOf } from '../../modules/accounts';
import type { OwnerInfo } from '../../shared/api/owner-session';
import type { RequestOwner } from '../plugins/owner-auth';

export function ownerDto(owner: RequestOwner): OwnerInfo {
  const readable = readablePermissionsOf(owner.role);
  return {
    user: { id: owner.userId, email: owner.email },
    websiteId: owner.websiteId,
    role: owner.role,
    permissions: PERMISSIONS.filter((p) => owner.permissions.has(p)),
    readPermissions: PERMISSIONS.filter((p) => readable.has(p)),
    // Only for calls made with an API key: which key, so an integration can check its own.
    ...(owner.apiKey !== null && { apiKey: owner.apiKey }),
  };
}
