import { createParamDecorator, ExecutionContext } from '@nestjs/common';

/** The signed-in user the JWT strategy looked up (request.user). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<{ user?: unknown }>().user;
});
