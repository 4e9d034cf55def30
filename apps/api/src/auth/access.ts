import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { Request } from 'express';
import { ACCOUNTS, type StaffRole } from '@furnace/contracts';
import { ApiAnswers } from '../common/api-answers';

// Deny by default: ADR 11.
export const PUBLIC_ACCESS = 'furnace:public';
export const REQUIRED_ROLES = 'furnace:roles';

/** `tokenWhen`: a public read that shows staff more (an event's draft) checks the token after all. */
export const Public = (tokenWhen?: (request: Request) => boolean) =>
  SetMetadata(PUBLIC_ACCESS, { tokenWhen });
export type PublicOptions = { tokenWhen?: Parameters<typeof Public>[0] };

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
