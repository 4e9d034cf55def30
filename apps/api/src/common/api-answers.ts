import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';

/** A route's documented answers by status (one left undefined is not documented). */
export const ApiAnswers = (byStatus: Partial<Record<number, string>>) =>
  applyDecorators(
    ...Object.entries(byStatus).flatMap(([status, description]) =>
      description === undefined ? [] : [ApiResponse({ status: Number(status), description })],
    ),
  );
