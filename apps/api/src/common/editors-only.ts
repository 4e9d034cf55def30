import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { Roles } from '../auth/access';

/** A staff write: editors and admins, signed in with a bearer token (and so documented). */
export const EditorsOnly = () => applyDecorators(Roles('editor'), ApiBearerAuth());
