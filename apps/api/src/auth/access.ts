import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { Request } from 'express';
import { ACCOUNTS, type StaffRole } from '@furnace/contracts';
import { ApiAnswers } from '../common/api-answers';

// Deny by default: ADR 11.
export const PUBLIC_ACCESS = 'furnace:public';
export const REQUIRED_ROLES = 'furnace:roles';

export interface PublicOptions {
  /** A public read that shows staff more (an event's draft): when true, the token is checked after all. */
  tokenWhen?: (request: Request) => boolean;
}

export const Public = (options: PublicOptions = {}) => SetMetadata(PUBLIC_ACCESS, options);

/** Staff see more when they send a token: without the header the request is the public's. */
export const tokenIfSent = (request: Request) => request.headers.authorization !== undefined;

/** The roles that may call a route (any one will do), with its 401 and 403 in the OpenAPI document. */
export const Roles = (...roles: StaffRole[]) =>
  applyDecorators(
    SetMetadata(REQUIRED_ROLES, roles),
    ApiBearerAuth(),
    ApiAnswers({ 401: 'No valid bearer token', 403: forbiddenText(roles) }),
  );

export const forbiddenText = (roles: readonly StaffRole[]) =>
  roles.includes('editor') ? ACCOUNTS.forbiddenEditor : ACCOUNTS.forbiddenAdminOnly;

/** Whether `role` may call a route for `roles`: an admin may do everything an editor may. */
export const holdsRole = (role: string, roles: readonly StaffRole[]) =>
  role === 'admin' || roles.includes(role as StaffRole);
