import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ACCOUNTS, type StaffRole } from '@furnace/contracts';

/**
 * Deny by default (docs/adr/0011-deny-by-default.md): every route needs a valid bearer token of a
 * live session (AccessGuard, installed once as APP_GUARD) unless it says `@Public()`, and a role
 * only when it says `@Roles(...)`. Nothing depends on the HTTP method.
 */

export const PUBLIC_ACCESS = 'furnace:public';
export const REQUIRED_ROLES = 'furnace:roles';

export interface PublicOptions {
  /**
   * A public read that shows staff more (an event's draft, its image): when this answers true
   * for a request, the token is required and checked after all (401 when missing or not valid).
   */
  tokenWhen?: (request: Request) => boolean;
}

/** Reachable without a token (a public read, sign-in and the calls before it, health). */
export const Public = (options: PublicOptions = {}) => SetMetadata(PUBLIC_ACCESS, options);

/**
 * Staff see more when they send their token: without an Authorization header the request goes on
 * as the public's (no `user`); with one, the token must be valid.
 */
export const tokenIfSent = (request: Request) => request.headers.authorization !== undefined;

/**
 * The roles that may call a route (or every route of a controller); any one of them will do. The
 * OpenAPI document shows the bearer token it needs and its 401 and 403 (AccessGuard's texts).
 */
export const Roles = (...roles: StaffRole[]) =>
  applyDecorators(
    SetMetadata(REQUIRED_ROLES, roles),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No valid bearer token' }),
    ApiForbiddenResponse({ description: forbiddenText(roles) }),
  );

/** The 403's text for a role that holds none of `roles`. */
export const forbiddenText = (roles: readonly StaffRole[]) =>
  roles.includes('editor') ? ACCOUNTS.forbiddenEditor : ACCOUNTS.forbiddenAdminOnly;

/** What each role holds: an admin may do everything an editor may. */
export const GRANTS: Record<StaffRole, readonly StaffRole[]> = {
  admin: ['admin', 'editor'],
  editor: ['editor'],
};
