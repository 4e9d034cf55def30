import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { User } from '../users/user';
import { actorOf, type Actor } from './history';

/** Who the History names for this request's change: the signed-in user (request.user). */
export const CurrentActor = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Actor => {
    const user = context.switchToHttp().getRequest<{ user?: User }>().user;
    return user ? actorOf(user) : { userId: null, username: null };
  },
);
