import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditController } from './audit.controller';
import { AuditInterceptor } from './audit.interceptor';
import { AuditTrail } from './audit.service';
import { SelfRequest } from './self-request';

/**
 * The audit trail: AuditInterceptor (global) records every successful write; services add
 * detail with noteAudit() (audit-context.ts); admins read it at GET /api/v1/audit.
 */
@Global()
@Module({
  controllers: [AuditController],
  providers: [AuditTrail, SelfRequest, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
  exports: [AuditTrail],
})
export class AuditModule {}
