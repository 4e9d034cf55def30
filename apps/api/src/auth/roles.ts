import { ForbiddenException, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCOUNTS, type StaffRole } from '@furnace/contracts';

const REQUIRED_ROLE = 'furnace:required-role';

/**
 * The role a handler (or a whole controller) needs. Without it, a read needs only a valid token
 * and a write (any method but GET/HEAD/OPTIONS) the `editor` role, which admins have too
 * (docs/api.md "Accounts, roles, audit"). Checked by JwtAuthGuard, so every guarded route is
 * covered without a second guard on each.
 */
export const RequireRole = (role: StaffRole) => SetMetadata(REQUIRED_ROLE, role);

/** What each role may do; a role not listed here may only read. */
const GRANTS: Record<StaffRole, readonly StaffRole[]> = {
  admin: ['admin', 'editor'],
  editor: ['editor'],
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const reflector = new Reflector();

/** Refuses with 403 when the signed-in user's role does not cover what the route needs. */
export function checkRole(context: ExecutionContext, role: string): void {
  const declared = reflector.getAllAndOverride<StaffRole | undefined>(REQUIRED_ROLE, [
    context.getHandler(),
    context.getClass(),
  ]);
  const method = context.switchToHttp().getRequest<{ method: string }>().method;
  const needed: StaffRole | null = declared ?? (READS.has(method) ? null : 'editor');
  if (needed === null) return;
  const granted = GRANTS[role as StaffRole] ?? [];
  if (!granted.includes(needed))
    throw new ForbiddenException(
      needed === 'admin' ? ACCOUNTS.forbiddenAdminOnly : ACCOUNTS.forbiddenEditor,
    );
}
